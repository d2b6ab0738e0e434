'use client'

/** Opens the browser's print dialog (save as PDF is one of its destinations). */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="btn btn-solid">
      Print this page
    </button>
  )
}
