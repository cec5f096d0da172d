/**
 * The ids of the company's countries, offices and departments: the keys of their facts
 * (lib/site-config.ts) and of their copy. Apart from the facts because the contact
 * form's schema checks a post's country and department with them in the browser, and
 * the facts read the environment, whose schema (lib/env.ts) would go there with them.
 */
export const countryIds = ['azerbaijan', 'uk', 'kazakhstan', 'qatar', 'brazil'] as const;
export type CountryId = (typeof countryIds)[number];

/** @internal */
export const officeIds = ['baku', 'inverness', 'atyrau', 'aktau', 'doha', 'macae'] as const;
export type OfficeId = (typeof officeIds)[number];

export const departmentIds = ['general', 'sales', 'technical', 'hseq', 'careers'] as const;
export type DepartmentId = (typeof departmentIds)[number];
