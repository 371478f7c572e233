// framer-motion's DOM animation features (animations, variants, in-view and gestures), split
// into their own chunk: LazyMotion loads it after the page is interactive.
import { domAnimation } from 'framer-motion'

export default domAnimation
