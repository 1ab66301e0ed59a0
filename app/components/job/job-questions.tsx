export interface QuestionShown {
  id: number;
  text: string;
  askedAt: string;
  answer: string | null;
  answeredAt: string | null;
}

/** The customer's questions and the firm's answers, newest first. */
export function JobQuestions({ questions }: { questions: QuestionShown[] }) {
  if (questions.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-3">
      {questions.map((question) => (
        <li key={question.id} className="rounded-md border border-navy-200 bg-white p-3">
          <p className="text-muted text-sm">You asked, {question.askedAt}</p>
          <p className="wrap-anywhere whitespace-pre-wrap">{question.text}</p>
          {question.answer ? (
            <>
              <p className="mt-2 text-muted text-sm">Our answer, {question.answeredAt}</p>
              <p className="wrap-anywhere whitespace-pre-wrap">{question.answer}</p>
            </>
          ) : (
            <p className="mt-2 text-muted text-sm">We will answer here and by email.</p>
          )}
        </li>
      ))}
    </ul>
  );
}
