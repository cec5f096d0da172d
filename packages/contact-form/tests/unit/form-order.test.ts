import { describe, expect, it } from 'vitest';
import { formFieldOrder } from '../../src/index';
import { enquiryValidator } from '../../src/schema';

const validateEnquiry = enquiryValidator({ country: ['uk'], department: ['sales'] });

describe('contact form field order', () => {
  it('is the order the schema reports its errors in (department before enquiry, as the form shows them)', () => {
    const result = validateEnquiry({ name: '', company: '', email: 'nope', country: '', message: 'short', department: 'nobody' });
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.errors.map((e) => e.field!);
    expect(fields).toEqual(['name', 'email', 'country', 'department', 'message']);
    expect(fields).toEqual(formFieldOrder.filter((f) => fields.includes(f)));
  });
});
