import { modals } from '@mantine/modals'
import { createElement, Fragment } from 'react'

type HostModalProps = Parameters<typeof modals.open>[0]

/** The host's modals now open: the one shown and those it covers. */
const openIds = new Set<string>()
let waiting: (() => void)[] = []
let sequence = 0

/**
 * Opens a modal in the modals host and keeps its id until it closes, however it closes (its own button,
 * Escape, the overlay, `modals.close`), so that a notice can wait for it (`openHostModalAfterOthers`). Every modal
 * of the host opens here (docs/decisions/0083-one-modal-host.md).
 */
export function openHostModal(props: HostModalProps): string {
  sequence += 1
  const modalId = props.modalId ?? `host-modal-${sequence}`
  openIds.add(modalId)
  return modals.open({
    ...props,
    modalId,
    // The host reuses what it can of the content it showed before: keyed by the modal, a confirmation
    // shown after another starts afresh (its own loading state, the focus moved in).
    children: createElement(Fragment, { key: modalId }, props.children),
    onClose: () => {
      openIds.delete(modalId)
      props.onClose?.()
      if (openIds.size > 0) return
      // Released at once, so a waiting notice opens in the same turn and the Modal need not close in
      // between: Mantine gives the focus back when it closes, to where it was when it opened.
      const ready = waiting
      waiting = []
      for (const resolve of ready) resolve()
    },
  })
}

/**
 * Opens a modal in the host once no other is open. The host shows one modal at a time, so a notice opened
 * while the user works in another modal (the password prompt) would take its place and lose what they
 * typed: it waits for that modal to close instead. The check and the opening are one step, so notices
 * waiting together show one after another. Resolves when it opens: never awaited from inside a host
 * modal's own action, which would wait for itself.
 */
export async function openHostModalAfterOthers(props: HostModalProps): Promise<string> {
  while (openIds.size > 0) await new Promise<void>((resolve) => waiting.push(resolve))
  return openHostModal(props)
}
