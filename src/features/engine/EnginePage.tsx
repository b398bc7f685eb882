export function EnginePage() {
  return (
    <div className="container">
      <h1>AI Engine</h1>
    </div>
  );
}
