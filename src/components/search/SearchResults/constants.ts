// Shared by the server page and the client search components (a 'use client' module's
// constants are not readable on the server).
export const INDEX = 'cars'
/** Search page size 21. */
export const HITS_PER_PAGE = 21
