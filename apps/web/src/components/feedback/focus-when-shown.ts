/** What Mantine's focus trap would reach first when a modal has no `data-autofocus` field. */
const firstControl =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The ref of a modal's content in the modals host. The host shows every modal in one Mantine `Modal`:
 * a modal opened while another shows (the password prompt over the confirmation of a delete that needs
 * it), or shown again when the one opened over it closes, only replaces the content. The `Modal` does not
 * open anew, so its focus trap never moves the focus in, and the prompt opened with the focus nowhere.
 * Once the content is shown, this moves the focus to its dialog's `data-autofocus` field, or to the first
 * control, as the trap does when a modal opens, unless the focus is there already.
 */
export function focusWhenShown(content: HTMLElement | null): (() => void) | undefined {
  if (!content) return undefined
  // After the commit, as the trap itself waits: the dialog's other parts are in place by then.
  const timer = setTimeout(() => {
    const dialog = content.closest<HTMLElement>('[role="dialog"]') ?? content
    if (!content.isConnected || dialog.contains(document.activeElement)) return
    const target =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(firstControl)
    target?.focus({ preventScroll: true })
  })
  return () => clearTimeout(timer)
}
