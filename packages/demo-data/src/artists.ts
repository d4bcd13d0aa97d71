// The offline artist catalogue behind the server's sandbox Spotify search (and the mocks): well-known artists across
// genres, written by hand so search works with no network and no Spotify account. One line per genre group:
// `genre, genre = Artist | Artist | ...`. Ids are Spotify-shaped (22 base-62 characters) and derived from the name,
// so they are the same on every machine and in both the server and the mocks; they are not Spotify's real ids.
import type { Artist } from '@app/contract';

const table = `
pop, dance pop = Taylor Swift | Ed Sheeran | Ariana Grande | Dua Lipa | Harry Styles | Billie Eilish | Olivia Rodrigo | Katy Perry | Lady Gaga | Rihanna | Justin Bieber | Selena Gomez | Shawn Mendes | Camila Cabello | Sabrina Carpenter | Miley Cyrus | Britney Spears | Madonna | Kylie Minogue | Lizzo | Doja Cat | Charli XCX | Sia | Ellie Goulding | Meghan Trainor | Jonas Brothers | Halsey | Troye Sivan | Chappell Roan | Tate McRae
pop, adult contemporary = Adele | Bruno Mars | Michael Jackson | Whitney Houston | Mariah Carey | Elton John | Celine Dion | Phil Collins | George Michael | Lionel Richie | Maroon 5 | OneRepublic | Lewis Capaldi | Sam Smith | John Legend | Norah Jones | James Blunt | Coldplay | Imagine Dragons | Hozier
pop, boy band = One Direction | Backstreet Boys | NSYNC | Take That | Westlife | Spice Girls | Little Mix | ABBA
rock, classic rock = The Beatles | The Rolling Stones | Led Zeppelin | Pink Floyd | Queen | The Who | The Doors | Fleetwood Mac | Eagles | Creedence Clearwater Revival | Jimi Hendrix | Eric Clapton | Bruce Springsteen | Tom Petty and the Heartbreakers | Aerosmith | David Bowie | The Kinks | Lynyrd Skynyrd | Dire Straits | Van Halen | Bon Jovi | Journey | Boston | Rush | Genesis | Yes | Deep Purple | The Police | U2 | Bob Seger
rock, alternative rock = Nirvana | Pearl Jam | Foo Fighters | Red Hot Chili Peppers | Radiohead | R.E.M. | Oasis | Blur | The Smashing Pumpkins | Soundgarden | Alice In Chains | Stone Temple Pilots | Green Day | Weezer | The Cure | The Smiths | Depeche Mode | Muse | The Killers | Arctic Monkeys | The Strokes | Kings of Leon | The White Stripes | The Black Keys | Linkin Park | Incubus | Cage The Elephant | Queens of the Stone Age | Placebo | Garbage
indie, indie rock = Arcade Fire | Vampire Weekend | Tame Impala | The National | Modest Mouse | Death Cab for Cutie | Bon Iver | Fleet Foxes | MGMT | Phoenix | Florence + The Machine | Lana Del Rey | Phoebe Bridgers | Mitski | Beach House | Alvvays | Big Thief | Japanese Breakfast | Boygenius | The xx | Franz Ferdinand | Interpol | Yeah Yeah Yeahs | LCD Soundsystem | Glass Animals | Two Door Cinema Club | Foster The People | Mac DeMarco | Clairo | Wet Leg
hip hop, rap = Kendrick Lamar | Drake | Kanye West | Jay-Z | Eminem | Nas | The Notorious B.I.G. | 2Pac | Snoop Dogg | Dr. Dre | Ice Cube | OutKast | Lil Wayne | Nicki Minaj | J. Cole | Travis Scott | Post Malone | Cardi B | Megan Thee Stallion | Tyler, The Creator | A Tribe Called Quest | Wu-Tang Clan | Run-DMC | Public Enemy | Beastie Boys | Missy Elliott | Lauryn Hill | Mac Miller | Childish Gambino | Future | 21 Savage | Lil Nas X | Doechii | GloRilla | Chance the Rapper | Logic | Kid Cudi | A$AP Rocky | Tyga | 50 Cent
r&b, soul = Beyoncé | The Weeknd | SZA | Frank Ocean | Usher | Alicia Keys | Aretha Franklin | Marvin Gaye | Stevie Wonder | Otis Redding | Sam Cooke | Al Green | Ray Charles | Etta James | Nina Simone | Bill Withers | Amy Winehouse | Erykah Badu | D'Angelo | Destiny's Child | TLC | Boyz II Men | Janet Jackson | Prince | H.E.R. | Daniel Caesar | Summer Walker | Jhené Aiko | Khalid | Giveon | Brent Faiyaz | Leon Bridges | Anderson .Paak | Chris Brown | Miguel
funk, disco = James Brown | Earth, Wind & Fire | Parliament | Chic | Bee Gees | Donna Summer | Gloria Gaynor | Kool & The Gang | Sly & The Family Stone | The Jackson 5 | Daft Punk
jazz = Miles Davis | John Coltrane | Ella Fitzgerald | Louis Armstrong | Billie Holiday | Duke Ellington | Thelonious Monk | Charles Mingus | Chet Baker | Dave Brubeck | Herbie Hancock | Bill Evans | Sarah Vaughan | Count Basie | Dizzy Gillespie | Charlie Parker | Art Blakey | Sonny Rollins | Kamasi Washington | Esperanza Spalding | Diana Krall | Gregory Porter | Michael Bublé | Frank Sinatra | Tony Bennett
blues = B.B. King | Muddy Waters | Howlin' Wolf | John Lee Hooker | Robert Johnson | Stevie Ray Vaughan | Buddy Guy | Albert King | Gary Clark Jr. | Joe Bonamassa
country = Johnny Cash | Dolly Parton | Willie Nelson | Garth Brooks | Shania Twain | Luke Combs | Morgan Wallen | Chris Stapleton | Kacey Musgraves | Carrie Underwood | Kenny Chesney | Tim McGraw | Faith Hill | Blake Shelton | Miranda Lambert | Zach Bryan | Jason Aldean | Luke Bryan | Keith Urban | Reba McEntire | George Strait | Patsy Cline | Hank Williams | Loretta Lynn | Alan Jackson | Brad Paisley | Lainey Wilson | Kane Brown | Tyler Childers | Sturgill Simpson
folk, singer-songwriter = Bob Dylan | Joni Mitchell | Simon & Garfunkel | Neil Young | Leonard Cohen | Cat Stevens | James Taylor | Carole King | Joan Baez | Nick Drake | Crosby, Stills, Nash & Young | Mumford & Sons | The Lumineers | Of Monsters and Men | Iron & Wine | Sufjan Stevens | Noah Kahan | Gregory Alan Isakov | José González | Tracy Chapman | Jack Johnson | Ben Howard | Vance Joy | Passenger | Dermot Kennedy
electronic, dance = Calvin Harris | David Guetta | Avicii | Swedish House Mafia | Deadmau5 | Skrillex | Marshmello | Kygo | Zedd | The Chemical Brothers | The Prodigy | Fatboy Slim | Disclosure | Fred again.. | Flume | ODESZA | Aphex Twin | Massive Attack | Portishead | Moby | Kraftwerk | Justice | Bonobo | Four Tet | Jamie xx | Caribou | Peggy Gou | Tiësto | Martin Garrix | Diplo | Major Lazer | Rüfüs Du Sol | Bicep | Röyksopp
latin, reggaeton = Bad Bunny | J Balvin | Daddy Yankee | Shakira | Karol G | Ozuna | Maluma | Rosalía | Anuel AA | Nicky Jam | Rauw Alejandro | Feid | Peso Pluma | Becky G | Enrique Iglesias | Ricky Martin | Marc Anthony | Gloria Estefan | Juanes | Carlos Vives | Celia Cruz | Héctor Lavoe | Buena Vista Social Club | Selena | Luis Miguel | Vicente Fernández | Natalia Lafourcade | Café Tacvba | Manu Chao | Soda Stereo
bossa nova, mpb = Antônio Carlos Jobim | João Gilberto | Astrud Gilberto | Caetano Veloso | Gilberto Gil | Jorge Ben Jor | Elis Regina | Marisa Monte
k-pop = BTS | BLACKPINK | TWICE | Stray Kids | SEVENTEEN | NewJeans | EXO | Red Velvet | ITZY | aespa | IVE | LE SSERAFIM | TOMORROW X TOGETHER | ENHYPEN | BIGBANG | PSY | IU | Jungkook | Jennie | ATEEZ
j-pop, anime = YOASOBI | Utada Hikaru | Kenshi Yonezu | Official HIGE DANdism | Ado | King Gnu | Perfume | ONE OK ROCK | RADWIMPS | LiSA
afrobeats, afropop = Burna Boy | Wizkid | Davido | Tems | Rema | Ayra Starr | Fela Kuti | Asake | Tiwa Savage | Amaarae | Angélique Kidjo | Miriam Makeba
reggae, dancehall = Bob Marley & The Wailers | Peter Tosh | Jimmy Cliff | Toots & The Maytals | Sean Paul | Shaggy | Damian Marley | Burning Spear | UB40 | Chronixx | Protoje | Koffee
metal, hard rock = Metallica | Black Sabbath | Iron Maiden | Judas Priest | Slayer | Megadeth | Pantera | Slipknot | System Of A Down | Tool | Rammstein | Korn | Deftones | Avenged Sevenfold | Disturbed | Gojira | Mastodon | Ghost | Motörhead | AC/DC | Guns N' Roses | KISS | Def Leppard | Bring Me The Horizon | Sleep Token
punk, pop punk = The Clash | Ramones | Sex Pistols | Blink-182 | The Offspring | Bad Religion | Misfits | Dead Kennedys | Paramore | My Chemical Romance | Fall Out Boy | Sum 41 | Rancid | Bikini Kill | IDLES | Fontaines D.C.
new wave, synth-pop = Talking Heads | Blondie | New Order | Joy Division | Duran Duran | Tears For Fears | Eurythmics | Pet Shop Boys | Simple Minds | The B-52's | Devo | Cyndi Lauper | a-ha | Soft Cell
classical = Johann Sebastian Bach | Wolfgang Amadeus Mozart | Ludwig van Beethoven | Frédéric Chopin | Pyotr Ilyich Tchaikovsky | Antonio Vivaldi | Claude Debussy | Johannes Brahms | Yo-Yo Ma | Lang Lang | Ludovico Einaudi | Max Richter | Philip Glass | Ólafur Arnalds | Yiruma
soundtrack = Hans Zimmer | John Williams | Ennio Morricone | Howard Shore | Ludwig Göransson | Joe Hisaishi | Danny Elfman | Ramin Djawadi | Alan Silvestri | Vangelis
gospel, christian = Kirk Franklin | Mahalia Jackson | CeCe Winans | Hillsong UNITED | Elevation Worship | Lauren Daigle | Maverick City Music | Tasha Cobbs Leonard
`;

/** Spotify's id alphabet. */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A Spotify-shaped id (22 base-62 characters) derived from the artist's name: FNV-1a of the name seeds a
 * xorshift32 stream, so the id is stable without node's crypto (the mocks run in the browser).
 */
export function sandboxArtistId(name: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let id = '';
  let state = hash || 1;
  for (let i = 0; i < 22; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    id += BASE62[state % 62];
  }
  return id;
}

function parse(source: string): Artist[] {
  const artists: Artist[] = [];
  for (const line of source.split('\n')) {
    if (!line.trim()) continue;
    const [genreList = '', nameList = ''] = line.split(' = ');
    const genres = genreList.split(',').map((genre) => genre.trim());
    for (const name of nameList.split('|').map((part) => part.trim())) {
      artists.push({ id: sandboxArtistId(name), name, genres, imageUrl: null });
    }
  }
  return artists;
}

/** The sandbox catalogue, in table order (genre groups, best known first). */
export const sandboxArtists: readonly Artist[] = parse(table);
