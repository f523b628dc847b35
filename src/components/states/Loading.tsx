/** The streamed fallback while a page reads its content. */
export function Loading({ text }: { text: string }) {
  return (
    <main id="main" className="page page--loading">
      <div className="state" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{text}</p>
      </div>
    </main>
  )
}
