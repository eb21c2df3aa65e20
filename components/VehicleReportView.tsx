import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import type { VehicleReport } from '@/utils/api/model';
import { EMPTY_VALUE } from '@/utils/format/report-text';
import { safeImageUrl } from '@/utils/format/safe-url';
import { ValueList } from './ValueList';
import { metricFirst } from '@/utils/format/units';
import { summariseVehicle } from '@/utils/format/vehicle-summary';
import { visibleText } from '@/utils/format/visible-text';
import { VinCrossCheck } from './vin/VinCrossCheck';
import { VerdictLine } from './VerdictLine';
import type { Verdict } from '@/utils/verdict/state';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The car's picture: inline ones and the API's own are loaded; any other host only on the user's click,
 * so whoever wrote the answer cannot learn who opened the report, and when (PRIVACY.md). */
function VehicleImage({ url, name, onApiOrigin }: { url: string; name: string; onApiOrigin: boolean }) {
  const [broken, setBroken] = useState(false);
  const [shown, setShown] = useState(false);
  const safe = safeImageUrl(url);
  if (!safe || broken) {
    return (
      <div
        class="vehicle__image vehicle__image--placeholder"
        role="img"
        aria-label={i18n.t('vehicle.noImage')}
      >
        <svg viewBox="0 0 64 32" aria-hidden="true">
          <path d="M6 22h52v-5l-8-2-7-7H21l-8 7-7 2z" fill="none" stroke="currentColor" stroke-width="2" />
          <circle cx="17" cy="23" r="4" fill="currentColor" />
          <circle cx="47" cy="23" r="4" fill="currentColor" />
        </svg>
      </div>
    );
  }
  if (!safe.startsWith('data:') && !onApiOrigin && !shown) {
    return (
      <div class="vehicle__image vehicle__image--placeholder vehicle__image--ask">
        <button type="button" title={i18n.t('hostileInput.imageHint')} onClick={() => setShown(true)}>
          {i18n.t('hostileInput.imageShow', [hostOf(safe)])}
        </button>
      </div>
    );
  }
  return (
    <img
      class="vehicle__image"
      src={safe}
      alt={name ? i18n.t('vehicle.photoOf', [name]) : i18n.t('vehicle.photo')}
      referrerpolicy="no-referrer"
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

const GROUP_KEYS = {
  engine: 'vehicle.groupEngine',
  body: 'vehicle.groupBody',
  dimensions: 'vehicle.groupDimensions',
  capacities: 'vehicle.groupCapacities',
  equipment: 'vehicle.groupEquipment',
} as const;

const display = (value: string) => metricFirst(value);

/** Verdict first, then groups collapsed (open when printed), each fact once, metric units first. */
export function VehicleReportView({
  report,
  expanded = false,
  vin,
  verdict,
}: {
  report: VehicleReport;
  expanded?: boolean;
  /** The VIN looked up: its free decode is shown beside what the report says. */
  vin?: string;
  /** The answer's verdict (utils/verdict/): "Specification found", or "Found, but …" when a check differs. */
  verdict?: Verdict;
}) {
  const [hideEmpty, setHideEmpty] = useState(true);
  const summary = summariseVehicle(report);
  const hasMarket =
    report.marketAnalysis.timePeriod.trim() !== '' || report.marketAnalysis.certainty.trim() !== '';
  const marketRows = [
    { key: 'time_period', label: i18n.t('vehicle.timePeriod'), value: report.marketAnalysis.timePeriod },
    { key: 'certainty', label: i18n.t('vehicle.certainty'), value: report.marketAnalysis.certainty },
  ];
  return (
    <div class="vehicle">
      {verdict && <VerdictLine verdict={verdict} />}
      <header class="vehicle__header vehicle__summary">
        <VehicleImage
          url={report.imageUrl}
          name={summary.title}
          onApiOrigin={report.imageOnApiOrigin === true}
        />
        <div>
          <h2 class="vehicle__name">{visibleText(summary.title) || i18n.t('vehicle.unnamed')}</h2>
          <dl class="vehicle__facts">
            {summary.facts.map((row) => (
              <div key={row.key}>
                <dt>{row.label}</dt>
                <dd>{visibleText(row.value) || EMPTY_VALUE}</dd>
              </div>
            ))}
            <div>
              <dt>{i18n.t('vehicle.madeInLabel')}</dt>
              <dd>{visibleText(summary.place) || EMPTY_VALUE}</dd>
            </div>
            <div>
              <dt>{i18n.t('vehicle.ageLabel')}</dt>
              <dd>{report.age ? i18n.t('vehicle.ageYears', [report.age]) : EMPTY_VALUE}</dd>
            </div>
          </dl>
        </div>
      </header>
      {vin && <VinCrossCheck vin={vin} report={report} verdict={verdict} printed={expanded} />}
      <p class="vehicle__status">{i18n.t('vehicle.notHistory')}</p>
      {summary.groups.map((group) => (
        <details class="vehicle__group" key={group.id} open={expanded}>
          <summary>
            {i18n.t(GROUP_KEYS[group.id])} <span class="muted">({group.rows.length})</span>
          </summary>
          <ValueList rows={group.rows} hideEmpty={hideEmpty} display={display} />
        </details>
      ))}
      <details class="vehicle__group" open={expanded}>
        <summary>{i18n.t('vehicle.warranty')}</summary>
        {report.warranty.length === 0 ? (
          <p class="muted">{i18n.t('vehicle.noWarranty')}</p>
        ) : (
          <ul class="warranty">
            {report.warranty.map((entry, index) => (
              <li
                class={entry.expired ? 'warranty__item warranty__item--expired' : 'warranty__item'}
                key={index}
              >
                <span class="warranty__type">
                  {visibleText(entry.type) || i18n.t('vehicle.warrantyDefault')}
                </span>
                <span>{visibleText(display(entry.warranty)) || EMPTY_VALUE}</span>
                <span>
                  {entry.expired ? (
                    <strong class="badge badge--expired">{i18n.t('vehicle.expired')}</strong>
                  ) : (
                    <>{i18n.t('vehicle.remaining', [display(entry.remaining) || EMPTY_VALUE])}</>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>
      {hasMarket && (
        <details class="vehicle__group" open={expanded}>
          <summary>{i18n.t('vehicle.market')}</summary>
          <ValueList rows={marketRows} hideEmpty={true} />
        </details>
      )}
      <label class="toggle">
        <input
          type="checkbox"
          checked={!hideEmpty}
          onChange={(e) => setHideEmpty(!e.currentTarget.checked)}
        />
        {i18n.t('vehicle.showEmpty')}
      </label>
    </div>
  );
}
