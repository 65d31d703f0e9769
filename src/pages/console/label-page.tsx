// Placeholder until its issue fills it in.
export function LabelPage() {
  return <h1>Labels</h1>;
}
