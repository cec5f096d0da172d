import { describe, expect, it } from 'vitest';
import { catalogueLocales, flatCatalogues } from '../../helpers/icu';

/** The people on the management page: every key `Management.members.<id>.name`. */
const members = Object.keys(flatCatalogues.en)
  .map((key) => /^Management\.members\.([^.]+)\.name$/.exec(key)?.[1])
  .filter((id): id is string => Boolean(id));

/** The first letter of each word of a name, as its avatar shows them. */
const firstLetters = (name: string) => name.split(/\s+/).map((word) => [...word][0]);

describe('names on the management page', () => {
  it('finds the people', () => {
    expect(members.length).toBeGreaterThan(0);
  });

  for (const l of catalogueLocales) {
    it(`${l}: each avatar's initials are the first letters of the name as written in that language`, () => {
      const flat = flatCatalogues[l];
      const drifted = members
        .map((id) => ({
          id,
          name: flat[`Management.members.${id}.name`]!,
          initials: flat[`Management.members.${id}.initials`]!
        }))
        .filter(({ name, initials }) => [...initials.replace(/\s+/g, '')].join() !== firstLetters(name).join())
        .map(({ id, name, initials }) => `${id}: «${initials}» for «${name}»`);
      expect(drifted).toEqual([]);
    });
  }
});
