/** An enquiry and a CV as the route would store them, with what a test changes in them. */
import type { NewEnquiry } from '@site/enquiry-store';

/** A CV's bytes: the store keeps them as they are and never reads them (the CV check does, before). */
const samplePdf = Buffer.from('%PDF-1.7\n% a sample CV\n%%EOF\n');

export function sampleEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    locale: 'en',
    name: 'Jane Doe',
    company: 'Acme',
    email: 'jane@example.org',
    phone: '+974 4000 0000',
    country: 'qatar',
    department: 'technical',
    message: 'We would like a laser scan of a compressor station.',
    cv: null,
    ...overrides
  };
}

export function sampleCv(content: Buffer = samplePdf) {
  return {
    storedName: 'cv-00000000-0000-4000-8000-000000000000.pdf',
    displayName: 'Jane Doe CV.pdf',
    format: 'pdf' as const,
    mime: 'application/pdf',
    size: content.length,
    sha256: 'ab'.repeat(32),
    content
  };
}
