// Turbopack emits an imported font file under /_next/static/media and gives its URL.
declare module '*.woff2' {
  const url: string
  export default url
}
