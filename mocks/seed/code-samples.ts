/** Short, real-looking code for the demo articles' fenced blocks, two per language. */
export type Language = 'ts' | 'python' | 'rust' | 'go' | 'bash' | 'css' | 'json' | 'sql';

export const CODE_SAMPLES: Record<Language, string[]> = {
  ts: [
    `export function paginate<T>(items: T[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}`,
    `type Result<T> = { ok: true; value: T } | { ok: false; error: string };

async function load(id: string): Promise<Result<Article>> {
  const response = await fetch(\`/api/article/detail/\${encodeURIComponent(id)}\`);
  if (!response.ok) return { ok: false, error: \`HTTP \${response.status}\` };
  return { ok: true, value: await response.json() };
}`,
  ],
  python: [
    `from dataclasses import dataclass


@dataclass(frozen=True)
class Page:
    items: list[str]
    page: int
    size: int

    @property
    def offset(self) -> int:
        return (self.page - 1) * self.size`,
    `from hypothesis import given, strategies as st


@given(st.text())
def test_round_trip(text: str) -> None:
    assert decode(encode(text)) == text`,
  ],
  rust: [
    `#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("article {0} not found")]
    NotFound(u64),
    #[error(transparent)]
    Io(#[from] std::io::Error),
}`,
    `async fn handler(State(db): State<Db>, Path(id): Path<u64>) -> Result<Json<Article>, AppError> {
    let article = db.find(id).await?.ok_or(AppError::NotFound)?;
    Ok(Json(article))
}`,
  ],
  go: [
    `func process(ctx context.Context, jobs []Job) error {
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(8)
	for _, job := range jobs {
		g.Go(func() error { return job.Run(ctx) })
	}
	return g.Wait()
}`,
    `if err := store.Save(ctx, article); err != nil {
	return fmt.Errorf("saving article %d: %w", article.ID, err)
}`,
  ],
  bash: [
    `#!/usr/bin/env bash
set -euo pipefail
trap 'echo "failed at line $LINENO" >&2' ERR

for file in "$@"; do
  gzip --keep --best -- "$file"
done`,
    `git bisect start HEAD v1.4.0
git bisect run npm test -- --silent
git bisect reset`,
  ],
  css: [
    `.card-grid {
  container-type: inline-size;
  display: grid;
  gap: 1rem;
}

@container (min-width: 40rem) {
  .card { grid-template-columns: 12rem 1fr; }
}`,
    `:root {
  --space-1: 0.25rem;
  --space-2: 0.5rem;
  --radius: 6px;
}

.chip {
  padding-inline: var(--space-2);
  border-radius: var(--radius);
}`,
  ],
  json: [
    `{
  "code": 0,
  "msg": "ok",
  "data": { "list": [], "total": 0, "page": 1, "pageSize": 10 }
}`,
    `{
  "engines": { "node": ">=20.19 <21 || >=22.12" },
  "scripts": { "build": "webpack --mode production", "test": "jest" }
}`,
  ],
  sql: [
    `SELECT author_id,
       created_at::date AS day,
       count(*) OVER (PARTITION BY author_id ORDER BY created_at) AS running_total
FROM articles
WHERE disabled = false;`,
    `CREATE INDEX CONCURRENTLY articles_enabled_created_idx
    ON articles (created_at DESC)
    WHERE disabled = false;`,
  ],
};

export const LANGUAGES = Object.keys(CODE_SAMPLES) as Language[];
