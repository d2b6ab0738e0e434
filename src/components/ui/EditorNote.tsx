// Shown only in an editor's draft preview, where a block that hides itself on the site says why.
import type { ReactNode } from 'react'

export function EditorNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="note"
      className="container-site my-6 rounded border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <strong>Editor note: </strong>
      {children}
    </p>
  )
}
