import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRAFTS, isAssertionOrApplicator, isKnownKeyword } from '../../shared/src/checks/vocabulary';
import { draftKeywords } from '../../shared/src/schema/drafts';

/**
 * Two tables say which keywords a draft has: `schema/drafts.ts` (what the validator compiles, with
 * each vocabulary's keywords) and `checks/vocabulary.ts` (the value shapes the schema checks demand).
 * They serve different readers, so this test keeps them from drifting apart instead of merging them.
 */
const ALL_KNOWN = [...new Set(DRAFTS.flatMap((d) => [...draftKeywords(d)]))];

/** Keywords the validator compiles although they are references rather than assertions. */
const REFERENCES = new Set(['$ref', '$dynamicRef', '$recursiveRef']);

void describe('the per-draft keyword tables agree', () => {
  for (const draft of DRAFTS) {
    void test(`draft ${draft}`, () => {
      const compiled = draftKeywords(draft);
      for (const keyword of compiled) {
        assert.ok(isKnownKeyword(keyword), `${keyword} has no shape in checks/vocabulary.ts`);
        if (!REFERENCES.has(keyword)) {
          assert.ok(
            isAssertionOrApplicator(keyword, draft),
            `${keyword} is compiled in draft ${draft} but checks/vocabulary.ts says the draft lacks it`,
          );
        }
      }
      for (const keyword of ALL_KNOWN) {
        if (compiled.has(keyword) || REFERENCES.has(keyword)) continue;
        assert.ok(
          !isAssertionOrApplicator(keyword, draft),
          `checks/vocabulary.ts gives draft ${draft} "${keyword}", which the validator ignores there`,
        );
      }
    });
  }
});
