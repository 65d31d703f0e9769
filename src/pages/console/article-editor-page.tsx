// Placeholder until its issue fills it in.
export function ArticleEditorPage() {
  return <h1>Edit article</h1>;
}
