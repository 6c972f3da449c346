import { Link, Route, Routes } from 'react-router';

export function HomePage() {
  return (
    <main>
      <h1>Syokimau Coworking Hub</h1>
      <p>Flexible workspace along Mombasa Road, Syokimau</p>
      <nav aria-label="Main">
        <ul>
          <li>
            <Link to="/spaces">Spaces</Link>
          </li>
          <li>
            <Link to="/membership">Membership</Link>
          </li>
          <li>
            <Link to="/contact">Contact</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}

export function NotFoundPage() {
  return (
    <main>
      <h1>404 Page Not Found</h1>
      <p>
        <Link to="/">Back to home</Link>
      </p>
    </main>
  );
}

export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
