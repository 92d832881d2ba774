import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useValidationMessage } from '../../lib/i18n/use-validation-message'

/**
 * The element of every input's error under the field (Mantine's `InputError`, set in the theme), so each
 * message a form shows, from its own check or from the server, reads in the page's language wherever it
 * was written.
 */
export function FieldErrorText({ children, ...props }: ComponentPropsWithRef<'p'>) {
  return <p {...props}>{useValidationMessage(children)}</p>
}

/** A field's message shown away from its field: a form's list of issues, an alert above the form. */
export function ValidationMessage({ children }: { children: ReactNode }) {
  return <>{useValidationMessage(children)}</>
}
