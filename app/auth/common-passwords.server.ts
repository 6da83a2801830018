/**
 * Passwords people pick first, refused at sign-up and reset (NIST SP 800-63B:
 * check against known-common values instead of composition rules). The list
 * ships with the project — nothing is downloaded: the classic leaked top
 * passwords, French and Quebec favourites, words of this trade, and the
 * variants everyone tries next ("soleil123", "Motdepasse2024!", "azerty1").
 * Compared case-insensitively. Only candidates of 8+ characters matter (the
 * length rule refuses shorter ones), but short words feed the variants.
 */

/** Base words and whole passwords, lower-case. */
const BASE = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein shadow master 696969 michael mustang 666666 qwertyuiop 123321 1234567890
superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert
thomas hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111
zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua
cheese amanda summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas
austin thunder taylor matrix william corvette hello martin heather secret merlin diamond 1234qwer
gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet
scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken
sparky snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea
smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster
tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore banana
junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee
scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333
oliver redsox player nikita knight fender barney midnight please brandy chicago badboy slayer
rangers charles angel flower rabbit wizard bigdick jasper enter rachel chris steven winner adidas
victoria natasha 1q2w3e4r jasmine winter prince panties marine ghbdtn fishing cocacola casper
james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309
blowme madison liverpool mother1 computer1 admin administrator root toor changeme default guest
login welcome1 passw0rd p@ssword p@ssw0rd pa55word pa$$word password1 password12 password123
qwerty123 qwerty1 iloveyou1 abcd1234 abcdef abcdefg abcdefgh 1q2w3e 1q2w3e4r5t zaq12wsx
qweasdzxc asdf1234 asdfghjkl zxcvbnm1 1qazxsw2 qwertyui azertyuiop azerty azerty123 azertyui
aqwzsxedc wxcvbn poiuytreza 0987654321 147258369 741852963 123454321 11223344 12121212 13131313
01234567 010203 01020304 102030 10203040 123abc abc12345 a1b2c3d4 aa123456 qwe123 147258 159357
789456123 456789 654321 7654321 98765432 246810 24682468 1357924680 13579 2468 abcabc
motdepasse motdepasse1 mdp123 mdpmdp soleil bonjour doudou chouchou loulou marseille nicolas
julien camille coucou jetaime jetaime1 tequiero amour amoureux bisous bisou cheval chocolat
coquine princesse pompier papillon caramel capucine chaton minou minette nounours nounou
doudoune maison famille enfant bebe manon lucas thomas1 alexandre antoine maxime mathieu
guillaume sebastien stephane frederic christophe philippe olivier francois isabelle nathalie
sandrine valerie sophie caroline stephanie emilie pauline marie catherine genevieve chantal
sylvie josee france french francais quebec quebec1 montreal laval longueuil brossard
laprairie candiac chambly boucherville terrebonne gatineau sherbrooke canada canadien canadiens
habs gohabs nordiques hockey1 poutine tabarnak tabarnac caliss calice sirop erable castor
raquette patinoire cabane hiver printemps automne ete neige tempete froid chaleur lundi mardi
mercredi jeudi vendredi samedi dimanche janvier fevrier mars avril mai juin juillet aout
septembre octobre novembre decembre motdepass secret1 secret123 bienvenue bienvenue1 salut
allo allo123 merci motdepasse123 azertyuiop1 qsdfghjklm wxcvbn123 qsdfgh zxcvbnm123 liberte
patate fromage baguette croissant pizza soleil1 etoile lune ciel mer ocean plage fleur rose
tigre lion loup renard ours aigle dragon1 sorcier magie fantome vampire ange demon diable
football1 soccer1 baseball1 basketball tennis1 golf golf1 velo moto voiture camion tracteur
location locationrivesud rivesud beton ciment outil outils meuleuse scarifieuse pompe
generatrice compresseur chantier construction contracteur entrepreneur plancher epoxy
polissage renovation maconnerie menuisier plombier electricien travaux
dieu jesus jesus1 christ blessed angel1 heaven god love1 lovely loveme lover fuckyou fuckoff
shit asshole bitch sexy sexygirl hottie babygirl baby babe princess1 sweety sweetheart honey
cutie butterfly flower1 dolphin unicorn rainbow sunshine1 starlight superstar star moon sun
sky blue red green black white pink purple1 orange1 silver1 gold golden1 diamond1 crystal1
apple banana1 cherry lemon mango peach strawberry chocolate vanilla candy sugar cookie1 cupcake
pepper1 ginger1 buster1 charlie1 max maximus rocky rocky1 lucky lucky1 bella molly daisy lucy
bailey1 sadie coco teddy toby oscar jack jake duke bear tiger tigger1 kitty kitten puppy
doggy doggie spongebob pokemon pikachu naruto goku mario zelda minecraft fortnite roblox
batman1 superman1 spiderman ironman hulk thor captain avengers marvel starwars1 yoda vader
jedi skywalker matrix1 neo harrypotter hogwarts gandalf1 frodo hobbit
michael1 jennifer1 jordan23 jordan1 lebron kobe24 messi ronaldo cr7 neymar zidane mbappe
liverpool1 chelsea1 arsenal1 barcelona realmadrid juventus milan psg manutd
samsung1 iphone apple123 google microsoft windows linux ubuntu android nokia sony dell
internet1 computer12 laptop office work job money1 cash dollar rich bitcoin
trustno1 letmein1 letmein123 access14 access1 welcome123 admin123 admin1 administrator1
root123 test123 test1 testing tester demo user user123 username guest123 default1 changeme1
qwerty12 qwerty1234 1qaz2wsx3edc zaq1zaq1 zaq1xsw2 !qaz2wsx 1q2w3e4r5t6y 123qweasd
qweqwe asdasd zxczxc qazqaz wsxwsx 112233445566 aabbcc aaaaaaaa 00000000 12341234
11112222 99999999 77777777 66666666 55555555 44444444 33333333 22222222 1111111111 1234512345
123456a 123456q a123456 q123456 123456aa a1234567 123qwe123 1a2b3c4d 1234abcd abcd123
`;

/** What people append to a word when told it is too short. */
const SUFFIXES = ["1", "12", "123", "1234", "12345", "123456", "!", "1!", "123!", "01", "007", "69", "00", "11", "13", "22", "23", "99", "@", "#1", "2", "3", "7", "777", "@123"];
const FIRST_YEAR = 1960;
const LAST_YEAR = 2030;

function buildCommonPasswords(): Set<string> {
  const words = new Set(
    BASE.split(/\s+/)
      .filter(Boolean)
      .map((w) => w.toLowerCase()),
  );
  const all = new Set<string>(words);
  for (const word of words) {
    for (const suffix of SUFFIXES) all.add(word + suffix);
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
      all.add(`${word}${year}`);
      all.add(`${word}${year}!`);
    }
    // Doubled short words ("lovelove", "soleilsoleil").
    if (word.length <= 6) all.add(word + word);
  }
  // Repeated digits and counting sequences of every length up to 16.
  for (let digit = 0; digit <= 9; digit++) {
    for (let n = 6; n <= 16; n++) all.add(String(digit).repeat(n));
  }
  for (let start = 0; start <= 9; start++) {
    let up = "";
    let down = "";
    for (let i = 0; i < 16; i++) {
      up += String((start + i) % 10);
      down += String((start - i + 100) % 10);
      if (up.length >= 6) {
        all.add(up);
        all.add(down);
      }
    }
  }
  return all;
}

let cache: Set<string> | undefined;

export function commonPasswords(): ReadonlySet<string> {
  cache ??= buildCommonPasswords();
  return cache;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
