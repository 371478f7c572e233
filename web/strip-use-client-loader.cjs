// Turbopack loader for Ark UI's anatomy files (see next.config.ts). They only re-export Zag's
// anatomy, plain data, yet carry "use client", which on the server turns them into client
// references; Chakra's slot recipes need them as values to resolve styles on the server.
module.exports = function stripUseClient(source) {
  return source.replace(/^(['"])use client\1;?/m, '')
}
