import skills from './lists/skills.json' with { type: 'json' };

/** Common recruiting skills (software, data, cloud, QA, design, management...), from the committed list. */
export function skillNames(): string[] {
  return [...new Set(skills.map((s) => s.trim()))].sort((a, b) => a.localeCompare(b, 'en'));
}
