import { describe, expect, it } from 'vitest'
import { sheetWithoutUnusedReset } from './unused-reset.ts'

const sheet =
  '@layer reset, base;@layer reset{*{margin:0px;}hr{height:0px;}img,svg,video,iframe{display:block;}' +
  'b,strong{font-weight:bolder;}button,input,optgroup{color:inherit;}summary{display:list-item;}' +
  'input[type="text"],input[type="search"]{-webkit-appearance:none;}input[type=\'search\']{outline-offset:-2px;}' +
  'sub,sup{font-size:75%;}abbr:where([title]){text-decoration:underline dotted;}}@layer base{hr{color:red}}'

describe('sheetWithoutUnusedReset', () => {
  it("drops the reset's selectors for elements the page lacks, and rules left with none", () => {
    const html =
      '<body><img src="a.webp" alt=""><svg></svg><strong>x</strong><details><summary>s</summary></details><input type="text"></body>'
    expect(sheetWithoutUnusedReset(sheet, html)).toBe(
      '@layer reset, base;@layer reset{*{margin:0px;}img,svg{display:block;}' +
        'strong{font-weight:bolder;}button,input{color:inherit;}summary{display:list-item;}' +
        'input[type="text"]{-webkit-appearance:none;}}@layer base{hr{color:red}}',
    )
  })

  it('keeps the rules of elements the page holds, and every other layer as it was', () => {
    const html =
      '<hr/><video></video><iframe title="x"></iframe><b>x</b><select><optgroup></optgroup></select>' +
      '<input type="search"><sub>1</sub><sup>2</sup><strong>y</strong><abbr title="x">x</abbr>'
    expect(sheetWithoutUnusedReset(sheet, html)).toBe(sheet)
  })

  it('keeps the rest of the layer whole from a rule it does not read', () => {
    const odd = '@layer reset{hr{height:0px;}@media print{hr{color:red}}sub{top:0}}'
    expect(sheetWithoutUnusedReset(odd, '<p></p>')).toBe(
      '@layer reset{@media print{hr{color:red}}sub{top:0}}',
    )
  })
})
