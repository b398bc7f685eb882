export function App() {
  return (
    <main>
      <h1>Agora</h1>
      <p>Two AI speakers debate your topic in three rounds; the community ranks, votes on and answers the debates.</p>
    </main>
  );
}
