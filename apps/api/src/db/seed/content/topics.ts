// Which catalogue topic a seeded document was made from, read back from its title (the award
// lists, notices and knowledge items are written from the topic's lines).
import { DEMO_DOCUMENTS } from './demo-calls.js';
import { TOPICS, variantsOf } from './policy-catalogue.js';
import type { PolicyTopic } from './policy-catalogue.js';

// A title is its variant, filled in, after the issuing unit for a 关于 title.
const TOPIC_PATTERNS = TOPICS.flatMap((topic) =>
  variantsOf(topic).map((variant) => ({
    topic,
    pattern: new RegExp(
      `^.*${variant.title.replace(/[()（）《》“”]/g, '.').replace(/\{year\}|\{region\}/g, '.*')}(（\\d+年修订）)?$`,
    ),
  })),
);

/** The catalogue topic of a seeded title (the demo documents name theirs). */
export function topicOfTitle(title: string): PolicyTopic {
  const demo = DEMO_DOCUMENTS.find((document) => document.title === title);
  if (demo) return TOPICS.find((topic) => topic.subject === demo.subject)!;
  return TOPIC_PATTERNS.find(({ pattern }) => pattern.test(title))?.topic ?? TOPICS[0]!;
}
