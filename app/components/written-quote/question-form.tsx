import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Form } from "react-router";
import { controlClass, FormField } from "~/components/contact/form-field";
import { RefusalAlert } from "~/components/customer-frame";
import { Button } from "~/components/ui/button";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { maxQuestionLength, questionFormId } from "~/written-quotes/quote-post";

/** "Ask a question": it reaches the firm on the request, with an alert on their phones. */
export function QuestionForm({ reply }: { reply: unknown }) {
  const { form, fields } = useReplyForm<{ question: string }>(questionFormId, reply);
  const refused = replyTo(questionFormId, reply);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
      <RefusalAlert message={refused && !refused.ok ? refused.message : undefined} />
      <FormField field={fields.question} label="Your question" required>
        {(describedBy) => (
          <textarea
            {...getTextareaProps(fields.question)}
            required
            rows={4}
            maxLength={maxQuestionLength}
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </FormField>
      <Button
        type="submit"
        name="intent"
        value="ask"
        variant="outline"
        className="w-full sm:w-auto"
      >
        Send the question
      </Button>
    </Form>
  );
}
