'use client'
// "Have these ready for our technician": the points of the chosen service or place, each with its
// picture when it has one (where to read the tyre size). Shown in the form, never sent.
import { CheckCircle2 } from 'lucide-react'
import type { ContactFormClasses } from './contact-form-classes'
import type { ChecklistEntry } from './place-options'

export function TechnicianChecklist({
  id,
  heading,
  entries,
  classes,
}: {
  /** A fixed id (the island hydrates on a root of its own, where useId would not match). */
  id: string
  heading: string
  entries: ChecklistEntry[]
  classes: ContactFormClasses
}) {
  if (entries.length === 0) return null
  return (
    <section className={classes.checklist} aria-labelledby={`${id}-heading`} data-checklist={id}>
      <h4 id={`${id}-heading`} className={classes.checklistHeading}>
        {heading}
      </h4>
      <ul className={classes.checklistList}>
        {entries.map((entry) => (
          <li key={entry.key} className={classes.checklistItem}>
            <CheckCircle2 aria-hidden="true" />
            <div className={classes.checklistBody}>
              <p>{entry.text}</p>
              {entry.picture ? (
                <picture>
                  {entry.picture.sources.map((source) => (
                    <source key={source.type} {...source} />
                  ))}
                  <img
                    className={classes.checklistPicture}
                    src={entry.picture.src}
                    alt={entry.picture.alt}
                    width={entry.picture.width}
                    height={entry.picture.height}
                    loading="lazy"
                    decoding="async"
                  />
                </picture>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
