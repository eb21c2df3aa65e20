import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import type { VehicleReport } from '../utils/api/model';
import { EMPTY_VALUE } from '../utils/format/report-text';
import { safeImageUrl } from '../utils/format/safe-url';
import { ValueList } from './ValueList';
import { visibleText } from '../utils/format/visible-text';
import { VinCrossCheck } from './vin/VinCrossCheck';

function VehicleImage({ url, name }: { url: string; name: string }) {
  const [broken, setBroken] = useState(false);
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

export function VehicleReportView({ report, vin }: { report: VehicleReport; vin?: string }) {
  const [hideEmpty, setHideEmpty] = useState(false);
  const marketRows = [
    { key: 'time_period', label: i18n.t('vehicle.timePeriod'), value: report.marketAnalysis.timePeriod },
    { key: 'certainty', label: i18n.t('vehicle.certainty'), value: report.marketAnalysis.certainty },
  ];
  return (
    <div class="vehicle">
      <header class="vehicle__header">
        <VehicleImage url={report.imageUrl} name={report.name} />
        <div>
          <h2 class="vehicle__name">{visibleText(report.name) || i18n.t('vehicle.unnamed')}</h2>
          <p class="vehicle__facts">
            <span>
              {i18n.t('vehicle.age', [report.age ? i18n.t('vehicle.ageYears', [report.age]) : EMPTY_VALUE])}
            </span>
            <span>{i18n.t('vehicle.madeIn', [visibleText(report.madeIn) || EMPTY_VALUE])}</span>
          </p>
          {vin && <VinCrossCheck vin={vin} report={report} />}
        </div>
      </header>
      <label class="toggle">
        <input type="checkbox" checked={hideEmpty} onChange={(e) => setHideEmpty(e.currentTarget.checked)} />
        {i18n.t('vehicle.hideEmpty')}
      </label>
      <section aria-labelledby="market-heading">
        <h3 id="market-heading">{i18n.t('vehicle.market')}</h3>
        <ValueList rows={marketRows} hideEmpty={hideEmpty} />
      </section>
      <section aria-labelledby="spec-heading">
        <h3 id="spec-heading">{i18n.t('vehicle.specification')}</h3>
        <ValueList rows={report.specification} hideEmpty={hideEmpty} />
      </section>
      <section aria-labelledby="equipment-heading">
        <h3 id="equipment-heading">{i18n.t('vehicle.equipment')}</h3>
        {report.equipment.length === 0 && <p class="muted">{i18n.t('vehicle.noEquipment')}</p>}
        {report.equipment.map((section, index) => (
          <details class="equipment" open key={`${section.section}-${index}`}>
            <summary>{section.section || i18n.t('vehicle.otherSection')}</summary>
            <ValueList rows={section.items} hideEmpty={hideEmpty} />
          </details>
        ))}
      </section>
      <section aria-labelledby="fuel-heading">
        <h3 id="fuel-heading">{i18n.t('vehicle.fuel')}</h3>
        <ValueList rows={report.fuel} hideEmpty={hideEmpty} />
      </section>
      <section aria-labelledby="warranty-heading">
        <h3 id="warranty-heading">{i18n.t('vehicle.warranty')}</h3>
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
                <span>{visibleText(entry.warranty) || EMPTY_VALUE}</span>
                <span>
                  {entry.expired ? (
                    <strong class="badge badge--expired">{i18n.t('vehicle.expired')}</strong>
                  ) : (
                    <>{i18n.t('vehicle.remaining', [entry.remaining || EMPTY_VALUE])}</>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
