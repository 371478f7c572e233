// Toast notices without paying for the toaster up front: Chakra's toaster (its state machine and
// components, ~16 kB gzip) loads the first time a notice is shown, not with the page.
// <ToastHost /> (mounted once in the layout) renders it when asked.

export type Notice = {
  type: 'error' | 'success' | 'info' | 'warning'
  title: string
  description?: string
}

type Mount = () => Promise<void>

let mountHost: Mount | undefined
let lastNoticeId: string | undefined

/** Called by <ToastHost /> on mount; returns the cleanup. */
export function registerToastHost(mount: Mount): () => void {
  mountHost = mount
  return () => {
    if (mountHost === mount) mountHost = undefined
  }
}

/** Shows a notice, replacing the previous one so an error never sits beside a success. */
export async function showNotice(notice: Notice): Promise<void> {
  const [{ toaster }] = await Promise.all([import('./toaster'), mountHost?.()])
  if (lastNoticeId) toaster.dismiss(lastNoticeId)
  lastNoticeId = toaster.create({ ...notice, closable: true })
}
