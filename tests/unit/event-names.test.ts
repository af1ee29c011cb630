// @vitest-environment node
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import { otpMachine } from "../../machines/otp.machine.ts";
import { eventTypesOf } from "../../machines/path-model.ts";
import { withdrawMachine } from "../../machines/withdraw.machine.ts";
import { translateDescription } from "../../src/visualiser/describe.ts";
import { eventPlainName, eventTypeWords } from "../../src/visualiser/event-names.ts";
import { machines } from "../../src/visualiser/machines.ts";
import { leadOf as descriptionLead } from "../../src/visualiser/statechart-measure.ts";

/** translateDescription in a language, as the simulation passes it to eventPlainName. */
function translatorFor(locale: string) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: {} });
  return (text: string) => translateDescription(i18n, text);
}

describe("eventPlainName", () => {
  it("names a bare event by the lead of its transition's description, in en-US", () => {
    const name = eventPlainName(withdrawMachine, "withdraw.edit", translatorFor("en-US"));
    expect(name).toBe('The player taps "Change amount"');
    expect(eventPlainName(otpMachine, "otp.resend", translatorFor("en-US"))).toBe('The player taps "Resend code"');
  });

  it("cuts the translated description, so the name is the catalog's wording (zh-CN, zh-TW, ms-MY)", () => {
    expect(eventPlainName(withdrawMachine, "withdraw.edit", translatorFor("zh-CN"))).toBe("玩家点击“修改金额”");
    expect(eventPlainName(otpMachine, "otp.resend", translatorFor("zh-TW"))).toBe("玩家點選「重新傳送驗證碼」");
    expect(eventPlainName(withdrawMachine, "withdraw.edit", translatorFor("ms-MY"))).toBe(
      'Pemain menekan "Ubah jumlah"',
    );
  });

  it("every event of every machine has a name in words, in the reader's language", () => {
    const problems: string[] = [];
    for (const [locale, script] of [
      ["en-US", /^[\x20-\x7e’“”]+$/],
      ["zh-CN", /[\u3400-\u9fff]/],
      ["zh-TW", /[\u3400-\u9fff]/],
      ["ms-MY", /^[\x20-\x7e’“”]+$/],
    ] as const) {
      const translate = translatorFor(locale);
      for (const { machine } of machines)
        for (const type of eventTypesOf(machine)) {
          const name = eventPlainName(machine, type, translate);
          const namespace = `${type.split(".")[0]}.`;
          if (name.includes(namespace) || !script.test(name) || /[:：;；]\s*$/.test(name))
            problems.push(`${locale} ${machine.id} ${type}: ${name}`);
        }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("without a description, the type in words, namespace dropped", () => {
    const machine = createMachine({
      id: "bare",
      initial: "a",
      states: {
        a: { on: { "withdraw.back": "b", "session.tokenRenewed": "b", "xstate.done.actor.loadWithdrawInfo": "b" } },
        b: { on: { "xstate.error.actor.createWithdraw": "a" }, after: { 2000: "a" } },
      },
    });
    const untranslated = (text: string) => `never asked: ${text}`;
    expect(eventPlainName(machine, "withdraw.back", untranslated)).toBe("Back");
    expect(eventPlainName(machine, "session.tokenRenewed", untranslated)).toBe("Token renewed");
    expect(eventPlainName(machine, "xstate.done.actor.loadWithdrawInfo", untranslated)).toBe("Load withdraw info done");
    expect(eventPlainName(machine, "xstate.error.actor.createWithdraw", untranslated)).toBe("Create withdraw failed");
    expect(eventPlainName(machine, "xstate.after.2000.bare.b", untranslated)).toBe("After 2000 ms");
    expect(eventTypeWords("otp.resend")).toBe("Resend");
    expect(eventTypeWords("retry")).toBe("Retry");
    expect(eventTypeWords("pin.sendOTP")).toBe("Send OTP");
  });

  it("takes the first described transition on the type, in the machine's state order", () => {
    const machine = createMachine({
      id: "order",
      initial: "a",
      states: {
        a: { on: { go: { target: "b" } } },
        b: { on: { go: { target: "a", description: "Second: not this one." } } },
        c: { on: { go: { target: "a", description: "Third: nor this." } } },
      },
    });
    expect(eventPlainName(machine, "go", (text) => text)).toBe("Second");
  });
});

describe("descriptionLead", () => {
  it("ends at the earliest ': ', '：', '; ' or '；'", () => {
    expect(descriptionLead('The player taps "Back": the form shows.')).toBe('The player taps "Back"');
    expect(descriptionLead("玩家点击“返回”：再次显示登录表单。")).toBe("玩家点击“返回”");
    expect(descriptionLead("The server refuses; the message shows: retry.")).toBe("The server refuses");
    expect(descriptionLead("服务器拒绝；显示消息：重试。")).toBe("服务器拒绝");
  });

  it("without one, the whole sentence without its full stop", () => {
    expect(descriptionLead("The server says the session is valid.")).toBe("The server says the session is valid");
    expect(descriptionLead("服务器表示会话有效。")).toBe("服务器表示会话有效");
    expect(descriptionLead(": nothing before it.")).toBe(": nothing before it");
  });
});
