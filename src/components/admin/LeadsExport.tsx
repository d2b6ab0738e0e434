/** Above the Leads list: download what this user may see as CSV. */
export function LeadsExport() {
  return (
    <div style={{ margin: '0 0 12px', display: 'flex', gap: 12, alignItems: 'center' }}>
      <a href="/api/lead-inbox/export.csv" className="btn btn--style-secondary btn--size-small" download>
        Download CSV
      </a>
      <span style={{ opacity: 0.7 }}>Leads you can see, newest first, with their delivery status.</span>
    </div>
  )
}
