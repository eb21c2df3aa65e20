import { i18n } from '#i18n';
import { useMemo, useState } from 'preact/hooks';
import { pastedBulkTable } from '@/utils/bulk/classify';
import { columnLabel } from '@/utils/bulk/export';
import {
  BULK_MAX_COLUMNS,
  BULK_MAX_FILE_BYTES,
  BULK_MAX_ROWS,
  BULK_MAX_TEXT_CHARS,
} from '@/utils/bulk/limits';
import type { BulkCreateRequest } from '@/utils/bulk/messages';
import type { BulkTable } from '@/utils/bulk/table';
import { translate } from '@/utils/i18n/extension-translate';
import { Field } from '@/components/Field';
import { readFileInWorker } from './read-file';

interface LoadedFile {
  name: string;
  table: BulkTable;
  column: number;
  /** The column of names to match; undefined: none. */
  nameColumn?: number;
}

/** The list to check: pasted text or an uploaded file, and which of the file's columns holds identifiers. */
export function BulkInput({
  busy,
  onCheck,
}: {
  busy: boolean;
  onCheck: (request: BulkCreateRequest) => void;
}) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<LoadedFile>();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string>();
  const [fileKey, setFileKey] = useState(0);

  async function choose(input: HTMLInputElement) {
    const chosen = input.files?.[0];
    setError(undefined);
    setFile(undefined);
    if (!chosen) return;
    setReading(true);
    const read = await readFileInWorker(chosen);
    setReading(false);
    if (!read.ok) {
      setError(translate(read.error.key, read.error.substitutions));
      return;
    }
    // The worker's guess (utils/bulk/guess-columns.ts), shown as the default the user can change.
    setFile({ name: chosen.name, table: read.table, ...read.guess });
  }

  function check(event: Event) {
    event.preventDefault();
    setError(undefined);
    if (file) {
      onCheck({
        label: file.name,
        headers: file.table.headers,
        rows: file.table.rows,
        column: file.column,
        ...(file.nameColumn !== undefined ? { nameColumn: file.nameColumn } : { noNameColumn: true }),
      });
      return;
    }
    if (text.length > BULK_MAX_TEXT_CHARS) return setError(i18n.t('bulk.errorTextTooLong'));
    const table = pastedBulkTable(text);
    if (table.rows.length === 0) return setError(i18n.t('bulk.errorNoInput'));
    if (table.rows.length > BULK_MAX_ROWS) return setError(i18n.t('bulk.errorTooManyRows', [BULK_MAX_ROWS]));
    onCheck({ label: i18n.t('bulk.pasted'), headers: table.headers, rows: table.rows, column: 0 });
  }

  const columns = useMemo(
    () => file?.table.headers.map((_, index) => columnLabel(file.table.headers, index, translate)),
    [file],
  );

  return (
    <form class="settings-form bulk-input" onSubmit={check}>
      <Field label={i18n.t('bulk.identifiers')} hint={i18n.t('bulk.identifiersHint')}>
        <textarea
          rows={6}
          value={text}
          onInput={(event) => {
            setText(event.currentTarget.value);
            if (file) {
              setFile(undefined);
              setFileKey((key) => key + 1);
            }
          }}
        />
      </Field>
      <Field
        label={i18n.t('bulk.upload')}
        hint={i18n.t('bulk.uploadHint', [
          Math.round(BULK_MAX_FILE_BYTES / 1024 / 1024),
          BULK_MAX_ROWS,
          BULK_MAX_COLUMNS,
        ])}
      >
        <input
          key={fileKey}
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,.xls,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => void choose(event.currentTarget)}
        />
      </Field>
      <div aria-live="polite">
        {reading && <p class="loading">{i18n.t('bulk.reading')}</p>}
        {file && <p>{i18n.t('bulk.fileRead', [file.name, file.table.rows.length])}</p>}
      </div>
      {file && columns && (
        <Field label={i18n.t('bulk.column')} hint={i18n.t('bulk.columnGuessed')}>
          <select
            value={String(file.column)}
            onChange={(event) => setFile({ ...file, column: Number(event.currentTarget.value) })}
          >
            {columns.map((label, index) => (
              <option key={index} value={String(index)}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      )}
      {file && columns && (
        <Field label={i18n.t('nameCheck.nameColumn')} hint={i18n.t('nameCheck.nameColumnHint')}>
          <select
            value={file.nameColumn === undefined ? '' : String(file.nameColumn)}
            onChange={(event) => {
              const { nameColumn: _old, ...rest } = file;
              const value = event.currentTarget.value;
              setFile(value === '' ? rest : { ...rest, nameColumn: Number(value) });
            }}
          >
            <option value="">{i18n.t('nameCheck.noNameColumn')}</option>
            {columns.map((label, index) => (
              <option key={index} value={String(index)}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      )}
      {error && (
        <p class="failure" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy || reading}>
        {busy ? i18n.t('bulk.checking') : i18n.t('bulk.check')}
      </button>
    </form>
  );
}
