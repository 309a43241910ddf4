// The WHATWG URL class exists in browsers and Node alike; contracts uses neither's typings.
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
  readonly port: string;
}
