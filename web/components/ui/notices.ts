// Toast notices without paying for the toaster up front: Chakra's toaster (its state machine and
// components, ~16 kB gzip) loads, and mounts itself on a root of its own, the first time a notice
// is shown, not with the page.

export type Notice = {
  type: 'error' | 'success' | 'info' | 'warning'
  title: string
  description?: string
}

let lastNoticeId: string | undefined

/** Shows a notice, replacing the previous one so an error never sits beside a success. */
export async function showNotice(notice: Notice, dismissLabel: string): Promise<void> {
  const { toaster, mountToaster } = await import('./toaster')
  await mountToaster(dismissLabel)
  if (lastNoticeId) toaster.dismiss(lastNoticeId)
  lastNoticeId = toaster.create({ ...notice, closable: true })
}
