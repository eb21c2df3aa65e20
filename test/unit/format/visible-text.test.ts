import { describe, expect, it } from 'vitest';
import { visibleText } from '@/utils/format/visible-text';

describe('visibleText', () => {
  it('shows bidirectional controls instead of obeying them', () => {
    expect(visibleText('ADEWALE \u202EDETIMIL')).toBe('ADEWALE ⟨RLO⟩DETIMIL');
    expect(visibleText('a\u2066b\u2069c')).toBe('a⟨LRI⟩b⟨PDI⟩c');
  });

  it('leaves ordinary text, Arabic script and emoji alone', () => {
    for (const text of ['Toyota Camry 🚗', 'شركة', 'Ikeja, Lagos']) expect(visibleText(text)).toBe(text);
  });
});
