// Next renders the root not-found boundary into every page's RSC payload, so it stays empty:
// nothing here can be reached in a static export, whose unknown paths the host answers with
// 404.html, built from app/not-found-page (see that file and scripts/postbuild.ts).
export default function NotFound() {
  return null
}
