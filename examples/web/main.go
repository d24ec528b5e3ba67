package main

import (
	"flag"
	"log"
	"net/http"
	"time"

	_ "github.com/rulebook-go/rulebook/board/all"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	maxTables := flag.Int("max-games", 200, "most live games at once")
	idle := flag.Duration("idle", 30*time.Minute, "forget a game nobody has looked at for this long")
	flag.Parse()
	s := newServer(*maxTables, *idle)
	go s.janitor(time.Minute, nil)
	srv := &http.Server{Addr: *addr, Handler: s, ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout: 30 * time.Second, WriteTimeout: 30 * time.Second, MaxHeaderBytes: 16 << 10}
	log.Printf("rulebook web: http://%s/", *addr)
	log.Fatal(srv.ListenAndServe())
}
