/** API version for the Studio's own queries, pinned so API changes never surprise us. */
export const apiVersion = '2025-02-19'
