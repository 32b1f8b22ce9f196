import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return <main>Meridian</main>;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
