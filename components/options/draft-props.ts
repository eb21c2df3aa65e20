/** What every part of the Options form is given: the draft, how to change a field, and what is locked. */
import type { SettingsView } from '@/utils/messaging/protocol';
import type { DraftField, OptionsDraft } from '@/utils/settings/draft';

export interface DraftProps {
  view: SettingsView;
  draft: OptionsDraft;
  set: <F extends DraftField>(field: F, value: OptionsDraft[F]) => void;
  locked: (field: DraftField) => boolean;
}
