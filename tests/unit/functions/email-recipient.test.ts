import { describe, expect, it } from "vitest";
import {
  isPermanentRecipientFailure,
  PermanentEmailError,
  recipient,
} from "../../../functions/src/domain/email/recipient";

/** Issue 32, item 3: structured recipients, and which send failures are worth no retry. */
describe("email recipients", () => {
  it("builds a structured recipient, without control characters in the name", () => {
    expect(recipient("ana@correo.com", "Ana Pérez")).toEqual({ name: "Ana Pérez", address: "ana@correo.com" });
    expect(recipient("ana@correo.com", "Ana\r\nBcc: x@y.z")).toEqual({
      name: "Ana Bcc: x@y.z",
      address: "ana@correo.com",
    });
    expect(recipient("ana@correo.com")).toEqual({ address: "ana@correo.com" });
  });

  it("refuses, for good, an address that is not one mailbox (orders stored before the check)", () => {
    expect(() => recipient("a@x.com, b@y.org")).toThrow(PermanentEmailError);
    expect(() => recipient("a@x.com\r\nBcc: c@d.org")).toThrow(PermanentEmailError);
  });

  it("gives up on SMTP 5xx recipient refusals and SES rejections, retries the rest", () => {
    const smtp = (responseCode: number, command = "RCPT TO") =>
      Object.assign(new Error("Can't send mail - all recipients were rejected"), {
        code: "EENVELOPE",
        command,
        responseCode,
      });
    expect(isPermanentRecipientFailure(smtp(550))).toBe(true);
    expect(isPermanentRecipientFailure(smtp(553))).toBe(true);
    expect(isPermanentRecipientFailure(smtp(450))).toBe(false);
    expect(isPermanentRecipientFailure(smtp(451))).toBe(false);
    // Our own sender refused: a configuration problem, retried (and the outbox alarm fires).
    expect(isPermanentRecipientFailure(smtp(550, "MAIL FROM"))).toBe(false);
    expect(
      isPermanentRecipientFailure(
        Object.assign(new Error('Invalid recipient "a@x.com\\r\\n"'), { code: "EENVELOPE", command: "API" }),
      ),
    ).toBe(true);

    const ses = (name: string, message: string) => Object.assign(new Error(message), { name, code: "ESES" });
    expect(isPermanentRecipientFailure(ses("MessageRejected", "Email address is not verified."))).toBe(true);
    expect(isPermanentRecipientFailure(ses("BadRequestException", "Missing final '@domain'"))).toBe(true);
    expect(isPermanentRecipientFailure(ses("TooManyRequestsException", "Maximum sending rate exceeded."))).toBe(false);
    expect(isPermanentRecipientFailure(ses("SendingPausedException", "Sending is paused"))).toBe(false);

    expect(isPermanentRecipientFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe(
      false,
    );
    expect(isPermanentRecipientFailure(new PermanentEmailError("x"))).toBe(true);
  });
});
