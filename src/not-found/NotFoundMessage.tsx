import { ButtonLink } from '../ui/ButtonLink.tsx';

/** The body of a 404 page: the code, a heading, a sentence and the way back. */
export function NotFoundMessage({
  heading,
  text,
  back,
  backLabel,
  hidden,
  title,
}: {
  heading: string;
  text: string;
  back: string;
  backLabel: string;
  hidden?: boolean;
  /** The document's title while this message is shown, when it can take another's place. */
  title?: string;
}) {
  return (
    <div className="container" hidden={hidden} data-not-found-title={title}>
      <p className="not-found-code">404</p>
      <h1>{heading}</h1>
      <p>{text}</p>
      <ButtonLink look="primary" href={back} label={backLabel} />
    </div>
  );
}
