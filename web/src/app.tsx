/** Landing page shown while the full web application is being assembled route by route. */
export function App() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: '40rem',
        margin: '3rem auto',
        padding: '0 1rem',
      }}
    >
      <h1>Work Requirement Tracker</h1>
      <p>
        Log your work, training, job search and volunteer hours, see whether you are on track for the month,
        and ask for an exemption when one applies to you.
      </p>
      <p>
        The account service is available at <code>/api</code>.
      </p>
    </main>
  );
}
