// Built-in taxpayer records, as the raw `data` of a tax answer. The first is the provider's documented
// sandbox taxpayer; the others are invented: no name, number or address belongs to anyone, and emails
// use example domains.
import type { RawTaxpayerData } from './raw-payload';

export interface DemoTaxpayer {
  /** Every number the TIN channel finds this taxpayer by, exactly as sent (FIRS TINs keep their hyphen). */
  tins: readonly string[];
  /** `cac_reg_number` and `phone_number` are also lookup keys for the CAC and Phone channels. */
  record: RawTaxpayerData;
}

export const DEMO_TAXPAYERS: readonly DemoTaxpayer[] = [
  {
    tins: ['20304753-0001', '12392112349'],
    record: {
      taxpayer_name: 'test test',
      cac_reg_number: 'Rc323479',
      firstin: '12392112349',
      jittin: '10001',
      tax_office: 'yaba tax office',
      email: 'test@example.com',
      phone_number: '08082838487',
    },
  },
  {
    tins: ['10493827-0001', '2004785193'],
    record: {
      taxpayer_name: 'ADEWALE AUTOS NIGERIA LIMITED',
      cac_reg_number: 'RC1456032',
      firstin: '10493827-0001',
      jittin: '2004785193',
      tax_office: 'MSTO LAGOS ISLAND',
      email: 'accounts@adewaleautos.example.com.ng',
      phone_number: '08034125876',
    },
  },
  {
    tins: ['21857364-0001', '1098234576'],
    record: {
      taxpayer_name: 'SAHEL HAULAGE AND LOGISTICS LTD',
      cac_reg_number: 'RC0618274',
      firstin: '21857364-0001',
      jittin: '1098234576',
      tax_office: 'MSTO ABUJA GARKI',
      email: 'finance@sahelhaulage.example.com.ng',
      phone_number: '09062447315',
    },
  },
  {
    tins: ['17720458-0001', '2310567842'],
    record: {
      taxpayer_name: 'RIVERS GATEWAY MARINE SERVICES LIMITED',
      cac_reg_number: 'RC884519',
      firstin: '17720458-0001',
      jittin: '2310567842',
      tax_office: 'MSTO PORT HARCOURT',
      email: 'info@riversgateway.example.com.ng',
      phone_number: '08139905264',
    },
  },
  {
    tins: ['23641098-0001', '2417093365'],
    record: {
      taxpayer_name: 'CHIOMA EZE FASHION HOUSE',
      cac_reg_number: 'BN2847193',
      firstin: '23641098-0001',
      jittin: '2417093365',
      tax_office: 'MSTO IKEJA',
      email: 'chioma.eze@example.com.ng',
      phone_number: '07058316624',
    },
  },
];

/** The raw `data` of a Business Tax answer (the 13-digit Tax ID check). */
export interface RawBusinessTaxData {
  tin: string;
  taxpayerType: string;
  name: string;
}

/** Taxpayers Business Tax knows by their 13-digit Tax ID. The first is the provider's documented test value
 * and sample answer; the second is invented, the Tax ID of the demo's Adewale Autos. */
export const DEMO_BUSINESS_TAXPAYERS: readonly RawBusinessTaxData[] = [
  { tin: '2522520314833', taxpayerType: 'Company', name: 'PREMBLY LIMITED' },
  { tin: '1049382700013', taxpayerType: 'Company', name: 'ADEWALE AUTOS NIGERIA LIMITED' },
];
