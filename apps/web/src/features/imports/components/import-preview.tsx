import type { ImportReport } from '@quadro/contracts';
import { Alert } from '../../../components/ui/alert';
import { peopleHeading, reportCounts } from '../logic/report-lines';

/** What the import would write: the board's name, its counts, what changes, whom to invite. */
export function ImportPreview({ report }: { report: ImportReport }) {
  return (
    <section
      aria-labelledby="import-preview-name"
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <div>
        <p className="text-xs font-medium text-slate-600">Quadro a importar</p>
        <h3 id="import-preview-name" className="text-base font-semibold break-words text-slate-900">
          {report.boardName}
        </h3>
      </div>
      <ul
        aria-label="O que será importado"
        className="grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2"
      >
        {reportCounts(report).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {report.warnings.length > 0 && (
        <Alert tone="warning">
          <h4 id="import-preview-warnings" className="font-medium">
            Avisos
          </h4>
          <ul aria-labelledby="import-preview-warnings" className="mt-1 list-disc space-y-1 pl-4">
            {report.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </Alert>
      )}
      {report.members.length > 0 && (
        <div>
          <h4 id="import-preview-people" className="text-sm font-medium text-slate-900">
            {peopleHeading(report.members.length)}
          </h4>
          <ul
            aria-labelledby="import-preview-people"
            className="mt-1 space-y-0.5 text-sm text-slate-700"
          >
            {report.members.map(({ fullName, username }) => (
              <li key={username} className="break-words">
                {fullName || username} <span className="text-slate-600">@{username}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
