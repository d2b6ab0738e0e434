// Said at the top of a page or post shown from its draft (an editor's preview). For a
// page it also lists what the publish checks would say, so the editor fixes it before pressing
// Publish rather than after a refusal.
import { type Problem, blocking } from '@/src/domain/publish-checks'

export function DraftBanner({ problems }: { problems?: readonly Problem[] | null }) {
  const blocks = problems ? blocking(problems).length : 0
  return (
    <div className="bg-amber-300 text-black">
      <p role="status" className="px-4 py-2 text-center text-sm font-semibold">
        Preview: you are looking at an unpublished draft.
      </p>
      {problems && (
        <section aria-label="Publish checks" className="container-site pb-3 text-sm" data-testid="publish-checks">
          {problems.length === 0 ? (
            <p className="text-center">Publish checks: nothing to fix.</p>
          ) : (
            <>
              <p className="font-semibold">
                Publish checks: {problems.length} {problems.length === 1 ? 'problem' : 'problems'}
                {blocks > 0 ? `, ${blocks} of which ${blocks === 1 ? 'stops' : 'stop'} publishing` : ', none stopping publishing'}.
              </p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {problems.map((p) => (
                  <li key={`${p.rule}:${p.path}`}>
                    <span className="font-semibold">{p.severity === 'block' ? 'Must fix' : 'Warning'}</span> · {p.where}: {p.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  )
}
