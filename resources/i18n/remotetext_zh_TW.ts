<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/remote/frameworks.py" line="293"/>
        <source>{python} is not a Python on {host}: {error}</source>
        <translation>{python} 在 {host} 上不是 Python：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud.py" line="167"/>
        <source>gcloud printed something that is not a TPU list: {error}</source>
        <translation>gcloud 輸出的內容不是 TPU 清單：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="37"/>
        <source>The project has no quota left for this TPU type{where} ({quota}). Request more quota for it on the Cloud console's Quotas page (IAM &amp; Admin › Quotas), choose a smaller type, or try Spot, which has its own quota.</source>
        <translation>這個專案已沒有此 TPU 類型的配額{where}（{quota}）。請在 Cloud 主控台的「配額」頁面（IAM 與管理 › 配額）申請更多配額、選擇較小的類型，或改用有獨立配額的 Spot。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="50"/>
        <source>Google Cloud has no free TPUs of this type{where} right now. Try another zone that offers it, a smaller type, Spot or flex-start (queued until capacity frees up), or try again later.</source>
        <translation>Google Cloud 目前沒有可用的此類型 TPU{where}。請改用其他提供此類型的區域、較小的類型、Spot 或 flex-start（排隊等到有容量），或稍後再試。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="63"/>
        <source>The Cloud TPU API is not enabled in this project. Enable it with `gcloud services enable tpu.googleapis.com{project_arg}` (or in the Cloud console), wait a minute, then try again.</source>
        <translation>這個專案尚未啟用 Cloud TPU API。請用 `gcloud services enable tpu.googleapis.com{project_arg}`（或在 Cloud 主控台）啟用，等一分鐘後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="72"/>
        <source>gcloud is not logged in to a Google account. Run `gcloud auth login` in a terminal, then try again.</source>
        <translation>gcloud 尚未登入 Google 帳戶。請在終端機執行 `gcloud auth login`，然後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="84"/>
        <source>gcloud's login has expired. Run `gcloud auth login` in a terminal to log in again, then try again.</source>
        <translation>gcloud 的登入已過期。請在終端機執行 `gcloud auth login` 重新登入，然後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="92"/>
        <source>No Google Cloud project is chosen. Type it in the Project field (remote.project) or run `gcloud config set project PROJECT_ID`, then try again.</source>
        <translation>尚未選擇 Google Cloud 專案。請在「專案」欄位（remote.project）輸入，或執行 `gcloud config set project PROJECT_ID`，然後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="104"/>
        <source>No zone is chosen. Type the zone of your TPU VMs in the Zone field (remote.zone, for example us-central2-b) or run `gcloud config set compute/zone ZONE`, then try again.</source>
        <translation>尚未選擇區域。請在「區域」欄位（remote.zone，例如 us-central2-b）輸入 TPU VM 所在的區域，或執行 `gcloud config set compute/zone ZONE`，然後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="113"/>
        <source>gcloud found no such project or zone{where}. Check the Project and Zone fields (remote.project, remote.zone) against the Cloud console.</source>
        <translation>gcloud 找不到這個專案或區域{where}。請對照 Cloud 主控台檢查「專案」與「區域」欄位（remote.project、remote.zone）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="125"/>
        <source>Your Google account lacks the permission {permission}{where}. Ask the project's owner for a role that has it (TPU Viewer lists TPU VMs; TPU Admin also creates, starts, stops and deletes them), or check that the project is the right one.</source>
        <translation>你的 Google 帳戶缺少權限 {permission}{where}。請向專案擁有者要求具備此權限的角色（TPU Viewer 可列出 TPU VM；TPU Admin 還能建立、啟動、停止和刪除），或確認專案是否正確。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="138"/>
        <source>gcloud could not reach Google Cloud: this machine seems to be offline or behind a proxy. Check the network (and gcloud's proxy settings), then try again.</source>
        <translation>gcloud 無法連上 Google Cloud：這台電腦似乎離線或位於 Proxy 之後。請檢查網路（以及 gcloud 的 Proxy 設定），然後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="145"/>
        <source>gcloud failed: {first}. Its whole message is in the details.</source>
        <translation>gcloud 失敗：{first}。完整訊息在詳細資料中。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/requirements.py" line="160"/>
        <source>{python} on {host} lacks what a {label} run imports: {names}. Install them there ({command}), or use Remote › Set up › Install</source>
        <translation>{host} 上的 {python} 缺少 {label} 執行所需的套件：{names}。請在那裡安裝（{command}），或使用「遠端 › 設定 › 安裝」</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/session.py" line="192"/>
        <source>model.architecture: {file} does not exist; choose the model file</source>
        <translation>model.architecture：{file} 不存在；請選擇模型檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/session.py" line="241"/>
        <source>the remote run folder {folder} exists already; choose another run</source>
        <translation>遠端執行資料夾 {folder} 已存在；請選擇其他執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/session.py" line="420"/>
        <source>no runs under {folder} on {host}</source>
        <translation>{host} 的 {folder} 下沒有任何執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/session.py" line="430"/>
        <source>no run {run} on {host} (looked in {folder})</source>
        <translation>{host} 上沒有執行 {run}（已查看 {folder}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/session.py" line="517"/>
        <source>{folder} is not on {host}</source>
        <translation>{folder} 不在 {host} 上</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="83"/>
        <source>The host {host} is not in {file}. Its {key_type} key fingerprint is {fingerprint}. Compare it with the VM's real key (for example `gcloud compute tpus tpu-vm ssh` or the cloud console) before trusting it.</source>
        <translation>主機 {host} 不在 {file} 中。其 {key_type} 金鑰指紋為 {fingerprint}。信任前請與 VM 的實際金鑰比對（例如用 `gcloud compute tpus tpu-vm ssh` 或雲端主控台）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="103"/>
        <source>WARNING: the host key of {host} has CHANGED ({fingerprint}; {file} has {expected}). Someone may be intercepting the connection (man-in-the-middle), or the VM was recreated. Connection refused. If the VM was recreated, remove its old line from {file}.</source>
        <translation>警告：{host} 的主機金鑰已變更（{fingerprint}；{file} 記錄的是 {expected}）。可能有人攔截連線（中間人攻擊），或 VM 已重新建立。已拒絕連線。若 VM 是重新建立的，請從 {file} 移除它的舊記錄。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="122"/>
        <source>the connection to {host} was lost</source>
        <translation>與 {host} 的連線已中斷</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="124"/>
        <source>the gcloud CLI is not installed; install the Google Cloud SDK</source>
        <translation>未安裝 gcloud CLI；請安裝 Google Cloud SDK</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="125"/>
        <source>gcloud gave no answer within {seconds:g} s</source>
        <translation>gcloud 在 {seconds:g} 秒內沒有回應</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="187"/>
        <source>remote.host: no host given; enter a hostname, an IP or a Host alias</source>
        <translation>remote.host：未指定主機；請輸入主機名稱、IP 或 Host 別名</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="204"/>
        <source>{file}: cannot be read as an ssh config: {error}</source>
        <translation>{file}：無法當作 ssh 設定檔讀取：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="217"/>
        <source>remote.identity_file: {file} does not exist; choose your private key file</source>
        <translation>remote.identity_file：{file} 不存在；請選擇你的私鑰檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="344"/>
        <source>{command} on {host} gave no answer within {seconds:g} s</source>
        <translation>{host} 上的 {command} 在 {seconds:g} 秒內沒有回應</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="388"/>
        <source>{file}: cannot be read: {error}</source>
        <translation>{file}：無法讀取：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="420"/>
        <source>{host}: the identity file {file} is encrypted; enter its passphrase</source>
        <translation>{host}：身分檔 {file} 已加密；請輸入其密語</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="426"/>
        <source>the ssh-agent's and default keys</source>
        <translation>ssh-agent 與預設的金鑰</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="430"/>
        <source>{host}: authentication failed ({error}). The server refused {keys}; check the user name and the identity file, or add the key to the ssh-agent.</source>
        <translation>{host}：驗證失敗（{error}）。伺服器拒絕了 {keys}；請檢查使用者名稱與身分檔，或把金鑰加入 ssh-agent。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="443"/>
        <source>{host}: no answer within {seconds:g} s; check the host, the port, the VM is running and a firewall allows SSH</source>
        <translation>{host}：{seconds:g} 秒內沒有回應；請檢查主機、連接埠、VM 是否運作中，以及防火牆是否允許 SSH</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="454"/>
        <source>{host}: unknown host ({error}); check the host name</source>
        <translation>{host}：未知的主機（{error}）；請檢查主機名稱</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="460"/>
        <source>{host}: SSH failed: {error}</source>
        <translation>{host}：SSH 失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="465"/>
        <source>{host}: cannot connect ({error}); check the host and port</source>
        <translation>{host}：無法連線（{error}）；請檢查主機與連接埠</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/ssh.py" line="502"/>
        <source>the jump host {jump} could not reach {host}: {error}</source>
        <translation>跳板主機 {jump} 無法連到 {host}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="35"/>
        <source>following from event {seq}</source>
        <translation>從事件 {seq} 開始追蹤</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="36"/>
        <source>run finished</source>
        <translation>執行已結束</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="37"/>
        <source>no heartbeat for {s} s</source>
        <translation>{s} 秒沒有心跳訊號</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="38"/>
        <source>the connection closed</source>
        <translation>連線已關閉</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="39"/>
        <source>connection lost: {error}</source>
        <translation>連線中斷：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="99"/>
        <source>gave up after {seconds:g} s without a connection: {error}</source>
        <translation>連線中斷 {seconds:g} 秒後放棄：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="167"/>
        <source>following {folder} failed (exit {code}): {error}</source>
        <translation>追蹤 {folder} 失敗（結束碼 {code}）：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vm_gcs.py" line="32"/>
        <source>the VM {host} has no gcloud (Cloud TPU VM images have it): install the Google Cloud CLI there, or leave remote.checkpoints_to empty to copy checkpoints to this computer</source>
        <translation>VM {host} 上沒有 gcloud（Cloud TPU VM 的映像檔都有）：請在那裡安裝 Google Cloud CLI，或將 remote.checkpoints_to 留空，把檢查點複製到這台電腦</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vm_gcs.py" line="42"/>
        <source>gcloud storage {verb} on {host} failed (exit {code}): {error}</source>
        <translation>{host} 上的 gcloud storage {verb} 失敗（結束碼 {code}）：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vm_gcs.py" line="83"/>
        <source>cannot make {folder} on {host}: {error}</source>
        <translation>無法在 {host} 上建立 {folder}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vm_life.py" line="135"/>
        <source>gcloud printed something that is not a TPU VM: {error}</source>
        <translation>gcloud 輸出的內容不是 TPU VM：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmcall.py" line="40"/>
        <source>{command} on {host} failed (exit {code}){hint}: {error}</source>
        <translation>{host} 上的 {command} 失敗（結束碼 {code}）{hint}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmcall.py" line="48"/>
        <source>{command} on {host} gave no answer: {output}</source>
        <translation>{host} 上的 {command} 沒有回應：{output}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="31"/>
        <source>{path} is not on {host}: put the data at {path} on {host}, or set data.location = local to copy it from here</source>
        <translation>{host} 上沒有 {path}：請把資料放到 {host} 的 {path}，或將 data.location 設為 local，從這台電腦複製過去</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="35"/>
        <source>no file on {host} matches {path}: put the data at {path} on {host}, or set data.location = local to copy it from here</source>
        <translation>{host} 上沒有符合 {path} 的檔案：請把資料放到 {host} 的 {path}，或將 data.location 設為 local，從這台電腦複製過去</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="39"/>
        <source>{path} on {host} is not a file, and the {source} source reads one file: put the data file at {path} on {host}, or set data.location = local to copy it from here</source>
        <translation>{host} 上的 {path} 不是檔案，而 {source} 資料來源讀取單一檔案：請把資料檔放到 {host} 的 {path}，或將 data.location 設為 local，從這台電腦複製過去</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="43"/>
        <source>{path} on {host} is not a folder, and the {source} source reads a folder: put the data at {path} on {host}, or set data.location = local to copy it from here</source>
        <translation>{host} 上的 {path} 不是資料夾，而 {source} 資料來源讀取資料夾：請把資料放到 {host} 的 {path}，或將 data.location 設為 local，從這台電腦複製過去</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="47"/>
        <source>{path} on {host} cannot be read ({error}): make it readable for the SSH user there, or set data.location = local to copy it from here</source>
        <translation>無法讀取 {host} 上的 {path}（{error}）：請讓那裡的 SSH 使用者可以讀取，或將 data.location 設為 local，從這台電腦複製過去</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="52"/>
        <source>{path} was not checked on {host}: the VM has no TensorFlow to ask (tf.io.gfile); the run reads it</source>
        <translation>未在 {host} 上檢查 {path}：VM 上沒有 TensorFlow 可供查詢（tf.io.gfile）；將由訓練執行時讀取</translation>
    </message>
</context>
</TS>
