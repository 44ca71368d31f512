import { resetOnCountryChange, resetOnStateChange } from '@talent-desk/shared';
import { describe, expect, it } from 'vitest';
import { validFormInput } from '@/testing/candidates';
import { clearedFields } from './cleared-fields';

describe('clearedFields', () => {
  it('[CAND-FORM-08] names what a country change emptied, and only what held a value', () => {
    const before = validFormInput({ country: 'Germany', city: 'Berlin', phone: '+49 30 1234 5678' });
    expect(clearedFields(before, resetOnCountryChange(before, 'France'))).toEqual(['city', 'phone']);
    const noPhone = validFormInput({ country: 'Germany', city: '', phone: '' });
    expect(clearedFields(noPhone, resetOnCountryChange(noPhone, 'France'))).toEqual([]);
  });

  it('[CAND-FORM-09] a state change names the city', () => {
    const before = validFormInput({ country: 'USA', state: 'Texas', city: 'Austin' });
    expect(clearedFields(before, resetOnStateChange(before, 'Ohio'))).toEqual(['city']);
  });
});
