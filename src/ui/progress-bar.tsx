/** A labelled progress bar with its value as text (screen readers read the text, not a bare percentage). */
export function ProgressBar({
  label,
  min,
  max,
  now,
  text,
}: {
  label: string;
  min: number;
  max: number;
  now: number;
  text: string;
}) {
  const share = max > min ? ((now - min) / (max - min)) * 100 : 100;
  return (
    <div className="progress">
      <p className="progress__label">
        <span>{label}</span>
        <span className="progress__text">{text}</span>
      </p>
      <div
        className="progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={text}
      >
        <div className="progress__fill" style={{ width: `${share.toFixed(1)}%` }} />
      </div>
    </div>
  );
}
