/** Seed categories and labels: names, and which ones the owner has switched off. */
export const CATEGORY_SEED = [
  { name: 'Frontend', disabled: false },
  { name: 'Backend', disabled: false },
  { name: 'Systems', disabled: false },
  { name: 'Tooling', disabled: false },
  { name: 'Craft', disabled: false },
  { name: 'Notes', disabled: false },
  { name: 'Old drafts', disabled: true },
] as const;

export const LABEL_SEED = [
  { name: 'TypeScript', disabled: false },
  { name: 'React', disabled: false },
  { name: 'CSS', disabled: false },
  { name: 'Accessibility', disabled: false },
  { name: 'Rust', disabled: false },
  { name: 'Go', disabled: false },
  { name: 'Python', disabled: false },
  { name: 'SQL', disabled: false },
  { name: 'Linux', disabled: false },
  { name: 'Git', disabled: false },
  { name: 'Testing', disabled: false },
  { name: 'Performance', disabled: false },
  { name: 'DevOps', disabled: false },
  { name: 'Design', disabled: false },
  { name: 'Writing', disabled: false },
  { name: 'Woodworking', disabled: false },
  { name: 'Legacy', disabled: true },
  { name: 'Experiments', disabled: true },
] as const;

export type CategoryName = (typeof CATEGORY_SEED)[number]['name'];
export type LabelName = (typeof LABEL_SEED)[number]['name'];
