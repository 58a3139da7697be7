<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="30"/>
        <source>disconnected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="31"/>
        <source>connecting</source>
        <translation>連線中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="32"/>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="33"/>
        <location filename="../../tpugui/qt/remote_events.py" line="45"/>
        <source>running</source>
        <translation>執行中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="34"/>
        <source>lost</source>
        <translation>連線中斷</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="35"/>
        <source>reconnecting</source>
        <translation>重新連線中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="36"/>
        <location filename="../../tpugui/qt/remote_events.py" line="63"/>
        <source>error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="37"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="38"/>
        <location filename="../../tpugui/qt/remote_events.py" line="68"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="39"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="44"/>
        <source>starting</source>
        <translation>啟動中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="46"/>
        <source>interrupted (the process ended without finishing)</source>
        <translation>中斷（程序未完成就結束了）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="47"/>
        <source>no run there</source>
        <translation>那裡沒有這次執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="48"/>
        <source>lost (no answer)</source>
        <translation>失聯（沒有回應）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="53"/>
        <location filename="../../tpugui/qt/remote_view.py" line="60"/>
        <source>loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="54"/>
        <source>accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="55"/>
        <source>validation loss</source>
        <translation>驗證損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="56"/>
        <source>validation accuracy</source>
        <translation>驗證準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="60"/>
        <source>debug</source>
        <translation>除錯</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="61"/>
        <source>info</source>
        <translation>資訊</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="62"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="69"/>
        <source>killed after the grace period</source>
        <translation>寬限期過後已強制結束</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="70"/>
        <source>not running</source>
        <translation>未在執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="92"/>
        <source>#{seq} started: {backend} on {device}, {epochs} epochs × {steps} steps</source>
        <translation>#{seq} 已開始：{backend} 於 {device}，{epochs} 個 epoch × {steps} 步</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="100"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="103"/>
        <source>#{seq} epoch {epoch}: {metrics}</source>
        <translation>#{seq} 第 {epoch} 個 epoch：{metrics}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="107"/>
        <source>#{seq} checkpoint saved: {path} (epoch {epoch}, step {step})</source>
        <translation>#{seq} 已儲存檢查點：{path}（第 {epoch} 個 epoch，第 {step} 步）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="112"/>
        <source>#{seq} {level}: {message}</source>
        <translation>#{seq} {level}：{message}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="118"/>
        <source>#{seq} finished: {status}</source>
        <translation>#{seq} 結束：{status}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="122"/>
        <source> — the remote process ended without finishing (killed?)</source>
        <translation> — 遠端程序未完成就結束了（被強制終止？）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="124"/>
        <source> — {error}</source>
        <translation> — {error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="128"/>
        <source>#{seq} {kind}</source>
        <translation>#{seq} {kind}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="134"/>
        <source>finished ({status})</source>
        <translation>已結束（{status}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="140"/>
        <source>worker {index}: {host} — {state}</source>
        <translation>worker {index}：{host} — {state}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="144"/>
        <source>, pid {pid}</source>
        <translation>，PID {pid}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="146"/>
        <source>, event {seq}</source>
        <translation>，事件 {seq}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="148"/>
        <source> (streams the plots)</source>
        <translation>（提供圖表的資料）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="154"/>
        <source>following from event {seq}</source>
        <translation>從事件 {seq} 開始追蹤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="155"/>
        <source>run finished</source>
        <translation>執行已結束</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="156"/>
        <source>no heartbeat for {s} s</source>
        <translation>{s} 秒沒有心跳訊號</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="157"/>
        <source>the connection closed</source>
        <translation>連線已關閉</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_events.py" line="158"/>
        <source>connection lost: {error}</source>
        <translation>連線中斷：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="47"/>
        <source>Connection</source>
        <translation>連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="49"/>
        <location filename="../../tpugui/qt/remote_form.py" line="73"/>
        <location filename="../../tpugui/qt/remote_inventory.py" line="230"/>
        <location filename="../../tpugui/qt/remote_inventory.py" line="245"/>
        <source>Host</source>
        <translation>主機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="50"/>
        <source>hostname, IP or ~/.ssh/config alias</source>
        <translation>主機名稱、IP 或 ~/.ssh/config 中的別名</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="51"/>
        <location filename="../../tpugui/qt/remote_form.py" line="74"/>
        <source>Port</source>
        <translation>連接埠</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="53"/>
        <location filename="../../tpugui/qt/remote_form.py" line="75"/>
        <source>User</source>
        <translation>使用者</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="54"/>
        <source>(from ssh config or your login name)</source>
        <translation>（取自 ssh 設定或你的登入名稱）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="55"/>
        <location filename="../../tpugui/qt/remote_form.py" line="76"/>
        <source>Identity file</source>
        <translation>金鑰檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="56"/>
        <source>(ssh-agent / ssh config)</source>
        <translation>（ssh-agent／ssh 設定）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="57"/>
        <source>Choose identity file</source>
        <translation>選擇金鑰檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="57"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="63"/>
        <source>Key passphrase (never saved)</source>
        <translation>金鑰密碼（不會儲存）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="65"/>
        <source>only for an encrypted key; never saved</source>
        <translation>只有加密的金鑰才需要；不會儲存</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="66"/>
        <source>Folder on the VM</source>
        <translation>VM 上的資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="67"/>
        <source>Python on the VM</source>
        <translation>VM 上的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="68"/>
        <source>Connect timeout</source>
        <translation>連線逾時</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="70"/>
        <location filename="../../tpugui/qt/remote_form.py" line="180"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="71"/>
        <source>Further worker hosts of a pod slice</source>
        <translation>Pod 切片的其他 worker 主機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="72"/>
        <source>pod slice: worker 1, worker 2, … (comma-separated)</source>
        <translation>Pod 切片：worker 1, worker 2, …</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="77"/>
        <source>Passphrase</source>
        <translation>金鑰密碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="78"/>
        <source>Folder on VM</source>
        <translation>VM 資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="79"/>
        <source>Python on VM</source>
        <translation>VM 的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="80"/>
        <source>Timeout</source>
        <translation>逾時</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="81"/>
        <source>Workers</source>
        <translation>Worker 主機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="129"/>
        <source>Choose the private key</source>
        <translation>選擇私密金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="141"/>
        <source>Unknown host key</source>
        <translation>未知的主機金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="145"/>
        <source>Host key fingerprint</source>
        <translation>主機金鑰指紋</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="151"/>
        <source>Trust and save</source>
        <translation>信任並儲存</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="151"/>
        <source>Trust this host key</source>
        <translation>信任這個主機金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="153"/>
        <source>Reject</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="153"/>
        <source>Reject host key</source>
        <translation>拒絕主機金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="163"/>
        <source>&lt;b&gt;Unknown host key&lt;/b&gt; for {host}</source>
        <translation>&lt;b&gt;未知的主機金鑰&lt;/b&gt;：{host}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="165"/>
        <source>Trust it only if this fingerprint matches the VM's real key.</source>
        <translation>只有在這個指紋與 VM 真正的金鑰相符時才信任它。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="175"/>
        <location filename="../../tpugui/qt/remote_form.py" line="176"/>
        <source>Stop grace period</source>
        <translation>停止寬限期</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_form.py" line="182"/>
        <source>Stop asks the run to end (SIGINT, then SIGTERM at half the time) and kills it when it is still running after this many seconds</source>
        <translation>「停止」會先請執行結束（先送 SIGINT 中斷訊號，過了一半時間再送終止訊號），超過這麼多秒仍在執行就強制結束</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="66"/>
        <source>Host facts: {side}</source>
        <translation>主機資訊：{side}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="86"/>
        <source>{kind} card: {side}</source>
        <translation>{kind} 卡片：{side}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="90"/>
        <source>Installed frameworks: {side}</source>
        <translation>已安裝的框架：{side}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="91"/>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="91"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="120"/>
        <source>Devices not detected: {error}</source>
        <translation>未偵測到裝置：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="127"/>
        <source>not detected</source>
        <translation>未偵測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="162"/>
        <source>No GPU on this host.</source>
        <translation>這台主機沒有 GPU。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="163"/>
        <source>No TPU on this host (no PCI device of vendor 0x1ae0).</source>
        <translation>這台主機沒有 TPU（沒有廠商代碼 0x1ae0 的 PCI 裝置）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="170"/>
        <source>not installed</source>
        <translation>未安裝</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="199"/>
        <source>Remote inventory next to the local one</source>
        <translation>遠端與本機的裝置清單對照</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="206"/>
        <source>Remote VM</source>
        <translation>遠端 VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="207"/>
        <source>This computer</source>
        <translation>這台電腦</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="216"/>
        <source>Press Probe to read the VM's devices.</source>
        <translation>按「探測」讀取 VM 的裝置。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="217"/>
        <source>Looking…</source>
        <translation>尋找中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="228"/>
        <source>its answer could not be read: {error}</source>
        <translation>無法讀取它的回覆：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="231"/>
        <location filename="../../tpugui/qt/remote_inventory.py" line="246"/>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="232"/>
        <location filename="../../tpugui/qt/remote_inventory.py" line="247"/>
        <source>OS</source>
        <translation>作業系統</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="234"/>
        <location filename="../../tpugui/qt/remote_inventory.py" line="249"/>
        <source>CPU cores</source>
        <translation>CPU 核心數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_inventory.py" line="245"/>
        <source>this computer</source>
        <translation>這台電腦</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="91"/>
        <source>&lt;h2&gt;Remote&lt;/h2&gt;&lt;p&gt;Train on a Cloud TPU VM (or any SSH host): the job, the core of tpugui and the job's local data are copied there; the run keeps going if the connection drops.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;遠端&lt;/h2&gt;&lt;p&gt;在 Cloud TPU VM（或任何 SSH 主機）上訓練：工作、tpugui 核心以及工作用到的本機資料會複製過去；連線中斷時訓練仍會繼續。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="109"/>
        <source>TPU VMs of the gcloud project</source>
        <translation>gcloud 專案中的 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="110"/>
        <source>TPU VMs (gcloud)</source>
        <translation>TPU VM（gcloud）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="113"/>
        <location filename="../../tpugui/qt/remote_page.py" line="113"/>
        <source>List TPU VMs</source>
        <translation>列出 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="124"/>
        <source>Connect</source>
        <translation>連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="125"/>
        <source>Disconnect</source>
        <translation>中斷連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="126"/>
        <source>Probe</source>
        <translation>探測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="127"/>
        <source>Start remote run</source>
        <translation>開始遠端訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="128"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="129"/>
        <source>Attach</source>
        <translation>接上執行中的訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="130"/>
        <source>Fetch run</source>
        <translation>取回訓練結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="136"/>
        <source>Connection status</source>
        <translation>連線狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="149"/>
        <source>Remote views</source>
        <translation>遠端檢視</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="152"/>
        <source>Run</source>
        <translation>訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="153"/>
        <source>Devices</source>
        <translation>裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="167"/>
        <source>A remote task is running (closing only detaches: a remote run goes on on the VM; attach to it later).</source>
        <translation>有遠端工作正在進行（關閉只會中斷追蹤：遠端執行會在 VM 上繼續；之後可再附加）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="216"/>
        <source>The remote settings are invalid: {error}</source>
        <translation>遠端設定無效：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="219"/>
        <source>enter a host first (remote.host)</source>
        <translation>請先輸入主機（remote.host）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="231"/>
        <source>A remote task is already running; wait for it or stop it</source>
        <translation>已有遠端工作正在執行；請等它完成或將它停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="276"/>
        <source>The Training page cannot show the remote run: {error}</source>
        <translation>「訓練」頁面無法顯示遠端訓練：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="323"/>
        <source>Connected to {host}</source>
        <translation>已連線到 {host}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="327"/>
        <source>unknown host key: trust it or reject it</source>
        <translation>未知的主機金鑰：請選擇信任或拒絕</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="337"/>
        <source>Saved the host key {fingerprint} of {host} to {path}</source>
        <translation>已將 {host} 的主機金鑰 {fingerprint} 儲存到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="348"/>
        <source>host key rejected; not connected</source>
        <translation>已拒絕主機金鑰；未連線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="372"/>
        <source>probing</source>
        <translation>探測中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="393"/>
        <source>probed {host}</source>
        <translation>已探測 {host}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="421"/>
        <source>Starting {job} on {host}…</source>
        <translation>正在 {host} 上啟動 {job}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="430"/>
        <source>deploying</source>
        <translation>部署中</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="461"/>
        <source>Attaching…</source>
        <translation>正在接上…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="462"/>
        <source>newest run</source>
        <translation>最新的訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="489"/>
        <source>detached; the run goes on on the VM</source>
        <translation>已分離；訓練仍在 VM 上繼續</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="493"/>
        <source>Run {run}: {status}</source>
        <translation>訓練 {run}：{status}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="496"/>
        <source>run {status}</source>
        <translation>訓練{status}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="500"/>
        <source>The remote run failed: {error}</source>
        <translation>遠端訓練失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="527"/>
        <source>Stopping failed: {error}</source>
        <translation>停止失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="537"/>
        <source>Remote stop: {result}</source>
        <translation>遠端停止：{result}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="540"/>
        <source>Remote stop, worker {index}: {result}</source>
        <translation>遠端停止，worker {index}：{result}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="562"/>
        <source>Fetched {n} files to {path}</source>
        <translation>已取回 {n} 個檔案到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="563"/>
        <source>fetched to {path}</source>
        <translation>已取回到 {path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_page.py" line="577"/>
        <source>{n} TPU VMs</source>
        <translation>{n} 台 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="42"/>
        <source>No remote run yet.</source>
        <translation>尚無遠端訓練。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="48"/>
        <source>Remote run progress</source>
        <translation>遠端訓練進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="52"/>
        <source>Remote loss plot</source>
        <translation>遠端損失圖</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="59"/>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="67"/>
        <source>Status of each worker host</source>
        <translation>各 worker 主機的狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="74"/>
        <source>Remote run events</source>
        <translation>遠端訓練事件</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/remote_view.py" line="140"/>
        <source>worker {index} ({host}): {state}</source>
        <translation>worker {index}（{host}）：{state}</translation>
    </message>
</context>
</TS>
