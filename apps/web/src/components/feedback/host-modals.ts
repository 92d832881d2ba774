import { modals } from '@mantine/modals'

type HostModalProps = Parameters<typeof modals.open>[0]

/** The host's modals now open: the one shown and those it covers. */
const openIds = new Set<string>()
let waiting: (() => void)[] = []
let sequence = 0

/**
 * Opens a modal in the modals host and keeps its id until it closes, however it closes (its own button,
 * Escape, the overlay, `modals.close`), so that a notice can wait for it (`afterOpenModals`). Every modal
 * of the host opens here (docs/decisions/0083-one-modal-host.md).
 */
export function openHostModal(props: HostModalProps): string {
  sequence += 1
  const modalId = props.modalId ?? `host-modal-${sequence}`
  openIds.add(modalId)
  return modals.open({
    ...props,
    modalId,
    onClose: () => {
      openIds.delete(modalId)
      props.onClose?.()
      if (openIds.size > 0) return
      const ready = waiting
      waiting = []
      // After the close is done: what opens next starts from a closed host.
      setTimeout(() => ready.forEach((resolve) => resolve()))
    },
  })
}

/**
 * Resolves once no modal of the host is open. The host shows one modal at a time, so a notice opened
 * while the user works in another modal (the password prompt) would take its place and lose what they
 * typed: it waits for that modal to close instead.
 */
export function afterOpenModals(): Promise<void> {
  if (openIds.size === 0) return Promise.resolve()
  return new Promise((resolve) => waiting.push(resolve))
}
